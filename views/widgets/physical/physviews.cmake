# The physical layout, split simulator and lesson docks, compiled into ssd_views (included from
# views/widgets/CMakeLists.txt). The lesson schemas are built into the library's resources.
file(GLOB SSD_PHYSVIEWS_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/*.cpp ${CMAKE_CURRENT_LIST_DIR}/*.h)
target_sources(ssd_views PRIVATE ${SSD_PHYSVIEWS_SOURCES})
target_include_directories(ssd_views PUBLIC ${CMAKE_CURRENT_LIST_DIR})
file(GLOB SSD_LESSON_FILES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/resources/lessons/*.sql)
foreach(lesson ${SSD_LESSON_FILES})
    get_filename_component(lessonName ${lesson} NAME)
    set_source_files_properties(${lesson} PROPERTIES QT_RESOURCE_ALIAS lessons/${lessonName})
endforeach()
qt_add_resources(ssd_views "lessons" PREFIX "/" FILES ${SSD_LESSON_FILES})
