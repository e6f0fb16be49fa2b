# Installation layout, desktop integration and CPack packages (.deb and .tar.gz).
# Included from the top-level CMakeLists.txt after the executables are defined. docs/packaging.md
# describes the installed tree and how to build the packages.
#
# Everything goes under the GNUInstallDirs paths, so `cmake --install` with the default prefix,
# with --prefix /usr (what the .deb uses) or into a DESTDIR all give the standard layout that
# desktops, software centres and shared-mime-info look at.

include(GNUInstallDirs)

# The one application id used everywhere: the .desktop file name, the AppStream component id, the
# icon name and the MIME package file name. Reverse-DNS, because AppStream rejects other ids and
# Wayland compositors match a window to its .desktop file by this name. Changing it later breaks
# users' menu entries and file associations, so it is fixed here once.
set(SSD_APP_ID "io.github.spanner_schema_designer")
set(SSD_MIME_TYPE "application/x-spanner-schema-design")
# Qt-style icon name of the MIME type (the default shared-mime-info derives from the type name).
set(SSD_MIME_ICON "application-x-spanner-schema-design")
# PRAGMA application_id of a .spdesign project (big-endian at byte 68 of the SQLite header): "SpDs".
# The magic rule in ${SSD_APP_ID}.mime.xml carries the same value; the packaging test checks both
# agree and that the rule recognises such a file.
set(SSD_PROJECT_APPLICATION_ID 0x53704473)

set(SSD_PACKAGING_DIR "${CMAKE_CURRENT_LIST_DIR}")
set(SSD_ICON_SIZES 16 22 24 32 48 64 128 256 512)

# --- executables ---------------------------------------------------------------------------------
# app/cli and app/designer install their targets themselves into CMAKE_INSTALL_BINDIR
# (GNUInstallDirs comes with qt_standard_project_setup()); nothing else to do for them here.

# --- translations --------------------------------------------------------------------------------
# Nothing to install: translations/CMakeLists.txt embeds the compiled catalogues (.qm) in both
# executables under ":/i18n". Qt's own (qtbase_pt_BR) comes from qt6-translations-l10n, which the
# .deb recommends.

# The desktop integration belongs to the designer: a CLI-only build (SSD_BUILD_GUI=OFF) installs
# just the command-line tool.
if(SSD_BUILD_GUI)
    # --- desktop entry, AppStream metadata, MIME type -------------------------------------------
    install(FILES "${SSD_PACKAGING_DIR}/${SSD_APP_ID}.desktop"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
    # The release entry carries the project's version, so the two cannot drift apart.
    configure_file("${SSD_PACKAGING_DIR}/${SSD_APP_ID}.metainfo.xml.in"
                   "${CMAKE_CURRENT_BINARY_DIR}/${SSD_APP_ID}.metainfo.xml" @ONLY)
    install(FILES "${CMAKE_CURRENT_BINARY_DIR}/${SSD_APP_ID}.metainfo.xml"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
    install(FILES "${SSD_PACKAGING_DIR}/${SSD_APP_ID}.mime.xml"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/mime/packages"
            RENAME "${SSD_APP_ID}.xml")

    # --- icons -----------------------------------------------------------------------------------
    # The SVGs are the sources. The PNG sizes are rendered at build time by a tiny Qt Svg tool, so
    # no binary image is committed and the sizes cannot drift from the SVG.
    qt_add_executable(ssd_svgtopng "${SSD_PACKAGING_DIR}/tools/svgtopng.cpp")
    target_link_libraries(ssd_svgtopng PRIVATE Qt6::Core Qt6::Gui Qt6::Svg)
    # A build tool, not something to ship: no install() for it, and not a macOS bundle.
    set_target_properties(ssd_svgtopng PROPERTIES MACOSX_BUNDLE OFF WIN32_EXECUTABLE OFF)

    set(SSD_ICON_SOURCES
        "apps|${SSD_APP_ID}|${SSD_PACKAGING_DIR}/icons/${SSD_APP_ID}.svg"
        "mimetypes|${SSD_MIME_ICON}|${SSD_PACKAGING_DIR}/icons/${SSD_MIME_ICON}.svg")
    set(SSD_ICON_PNGS)
    foreach(entry IN LISTS SSD_ICON_SOURCES)
        string(REPLACE "|" ";" entry "${entry}")
        list(GET entry 0 context)
        list(GET entry 1 name)
        list(GET entry 2 svg)
        install(FILES "${svg}"
                DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/${context}"
                RENAME "${name}.svg")
        foreach(size IN LISTS SSD_ICON_SIZES)
            set(pngDir "${CMAKE_BINARY_DIR}/packaging/icons/${size}x${size}/${context}")
            set(png "${pngDir}/${name}.png")
            add_custom_command(OUTPUT "${png}"
                COMMAND ${CMAKE_COMMAND} -E make_directory "${pngDir}"
                COMMAND ssd_svgtopng "${svg}" "${png}" ${size}
                DEPENDS ssd_svgtopng "${svg}"
                COMMENT "Rendering ${name} icon at ${size}x${size}"
                VERBATIM)
            list(APPEND SSD_ICON_PNGS "${png}")
            install(FILES "${png}"
                    DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/${context}")
        endforeach()
    endforeach()
    add_custom_target(ssd_icons ALL DEPENDS ${SSD_ICON_PNGS})
endif()

# --- CPack ---------------------------------------------------------------------------------------
# `cpack -G "DEB;TGZ"` in a build directory (configured with CMAKE_BUILD_TYPE=Release) makes
# spanner-schema-designer_<version>_<arch>.deb and spanner-schema-designer-<version>-Linux.tar.gz.
set(SSD_PACKAGE_MAINTAINER "Spanner Schema Designer maintainers" CACHE STRING
    "Maintainer field of the .deb; distributors set their own \"Name <address>\"")

set(CPACK_PACKAGE_NAME "spanner-schema-designer")
set(CPACK_PACKAGE_VENDOR "Spanner Schema Designer")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Cloud Spanner schema designer (diagram, DDL, checklist) and CLI")
set(CPACK_PACKAGE_DESCRIPTION_FILE "${SSD_PACKAGING_DIR}/description.txt")
# (No apostrophes in it: CPack 3.25 writes them XML-escaped into the .deb control file.)
set(CPACK_PACKAGE_CONTACT "${SSD_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "spanner-schema-designer")
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/")

if(NOT CPACK_GENERATOR)
    set(CPACK_GENERATOR "DEB;TGZ")
endif()

# .deb: library dependencies come from dpkg-shlibdeps (exact sonames and
# minimum versions of Qt, Graphviz, SQLite... as built); what is loaded at run time without being
# linked is recommended by hand. The icon cache, desktop database and MIME database are refreshed
# by the dpkg triggers of hicolor-icon-theme, desktop-file-utils and shared-mime-info, so the
# package needs no maintainer scripts.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION "database")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${SSD_PACKAGE_MAINTAINER}")
# qtbase's own pt_BR catalogue (standard dialogs and buttons) is loaded at run time, not linked.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
# CPackDeb installs under /usr by default; the TGZ is a relocatable tree
# spanner-schema-designer-<version>-Linux/{bin,share}/ to unpack under a prefix of one's choice
# (e.g. ~/.local, whose share/ desktops also read).

include(CPack)
