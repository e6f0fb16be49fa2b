// Installs the project with `cmake --install` into a temporary DESTDIR (prefix /usr, as the .deb
// does) and checks the result the way a desktop would see it: every file at its standard
// GNUInstallDirs path and nothing else, icons of the right pixel sizes, a desktop entry and
// AppStream metadata that point at installed files and pass the freedesktop validators (when
// they are installed), a MIME type that recognises project files by extension and by their
// SQLite header, and installed executables that start.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QMimeDatabase>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtEndian>
#include <QtTest>

#ifdef SSD_HAVE_PROJECT
#include "projectfile.h"
#endif

#include "installedtree.h"

using namespace ssd::packagingtest;

namespace {

const QString appId = QStringLiteral(SSD_APP_ID);
const QString mimeTypeName = QStringLiteral(SSD_MIME_TYPE);
const QString mimeIcon = QStringLiteral(SSD_MIME_ICON);

// The [Desktop Entry] group of a desktop file as key -> value (localized keys included as
// written, e.g. "Name[pt_BR]").
QHash<QString, QString> readDesktopEntry(const QString &path)
{
    QHash<QString, QString> entry;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return entry;
    bool inGroup = false;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        if (line.startsWith(u'[')) {
            inGroup = line == QLatin1StringView("[Desktop Entry]");
            continue;
        }
        const qsizetype eq = line.indexOf(u'=');
        if (inGroup && eq > 0)
            entry.insert(line.left(eq).trimmed(), line.mid(eq + 1).trimmed());
    }
    return entry;
}

// 100 bytes shaped like an SQLite 3 database header with the given application id; enough for
// magic detection, which only looks at the first bytes.
QByteArray sqliteHeader(quint32 applicationId)
{
    QByteArray header(100, '\0');
    const QByteArray magic("SQLite format 3", 16); // includes the terminating NUL
    header.replace(0, magic.size(), magic);
    qToBigEndian(quint16(4096), header.data() + 16); // page size
    header[18] = 1;
    header[19] = 1;
    qToBigEndian(applicationId, header.data() + 68);
    return header;
}

} // namespace

class TestPackaging : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void installedFile_data();
    void installedFile();
    void noStrayFiles();
    void iconPixelSize_data();
    void iconPixelSize();
    void desktopEntry();
    void appStreamMetadata();
    void validator_data();
    void validator();
    void mimeType_data();
    void mimeType();
    void installedExecutableRuns_data();
    void installedExecutableRuns();
    void installedCliSpeaksPortuguese();
    void designerScreenshot();

private:
    QString installed(const QString &relative) const { return m_destDir.path() + QStringLiteral("/usr/") + relative; }

    QTemporaryDir m_destDir;
    QTemporaryDir m_xdgDir;
    QTemporaryDir m_workDir;
    QString m_mimeSkipReason;
};

void TestPackaging::initTestCase()
{
    QVERIFY(m_destDir.isValid());
    QVERIFY(m_xdgDir.isValid());
    QVERIFY(m_workDir.isValid());

    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("DESTDIR"), m_destDir.path());
    const RunResult install = runProgram(QStringLiteral(SSD_CMAKE_COMMAND),
                                         {QStringLiteral("--install"), QStringLiteral(SSD_BINARY_DIR),
                                          QStringLiteral("--prefix"), QStringLiteral("/usr")},
                                         environment);
    QVERIFY2(install.started, "cmake could not be started");
    QVERIFY2(install.exitCode == 0, install.err.constData());

    // The MIME test gets a data directory of its own, laid out like /usr/share/mime after the
    // package is installed: the system's packages plus ours, compiled into one mime.cache by
    // update-mime-database as the shared-mime-info trigger does. One database matters: Qt 6.4
    // lets the last directory with a magic match win rather than the highest priority, while
    // inside one mime.cache the rules are sorted by priority. The directory also keeps whatever
    // update-mime-database writes out of the installed tree checked for stray files.
#ifndef SSD_HAVE_DESIGNER
    m_mimeSkipReason = QStringLiteral("the designer and its desktop integration are not built (SSD_BUILD_GUI=OFF)");
    return;
#endif
    const QString updater = QStandardPaths::findExecutable(QStringLiteral("update-mime-database"));
    QString systemMime;
    const QStringList dataDirs =
        qEnvironmentVariable("XDG_DATA_DIRS", QStringLiteral("/usr/local/share:/usr/share")).split(u':', Qt::SkipEmptyParts);
    for (const QString &dir : dataDirs) {
        if (QFileInfo::exists(dir + QStringLiteral("/mime/packages/freedesktop.org.xml"))) {
            systemMime = dir + QStringLiteral("/mime/packages");
            break;
        }
    }
    if (updater.isEmpty() || systemMime.isEmpty()) {
        m_mimeSkipReason = QStringLiteral("shared-mime-info (update-mime-database, freedesktop.org.xml) is not installed");
    } else {
        const QString packages = m_xdgDir.path() + QStringLiteral("/mime/packages/");
        QVERIFY(QDir().mkpath(packages));
        QVERIFY(QDir().mkpath(m_xdgDir.path() + QStringLiteral("/home")));
        for (const QFileInfo &xml : QDir(systemMime).entryInfoList({QStringLiteral("*.xml")}, QDir::Files))
            QVERIFY(QFile::copy(xml.filePath(), packages + xml.fileName()));
        const QString ours = packages + appId + QStringLiteral(".xml");
        QFile::remove(ours); // an older version of the package installed on this machine
        QVERIFY(QFile::copy(installed(QStringLiteral("share/mime/packages/%1.xml").arg(appId)), ours));
        // Before the first QMimeDatabase use, which reads the directories once.
        qputenv("XDG_DATA_DIRS", m_xdgDir.path().toLocal8Bit());
        qputenv("XDG_DATA_HOME", (m_xdgDir.path() + QStringLiteral("/home")).toLocal8Bit());
        const RunResult result = runProgram(updater, {m_xdgDir.path() + QStringLiteral("/mime")});
        QVERIFY(result.started);
        // With the directory on XDG_DATA_DIRS, any output means trouble: update-mime-database
        // reports a malformed package file on stderr.
        QVERIFY2(result.exitCode == 0 && result.err.trimmed().isEmpty(), result.err.constData());
    }
}

void TestPackaging::installedFile_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("executable");
    for (const QString &file : expectedFiles())
        QTest::newRow(qPrintable(file)) << file << file.startsWith(u"bin/");
}

void TestPackaging::installedFile()
{
    QFETCH(QString, path);
    QFETCH(bool, executable);
    const QFileInfo info(installed(path));
    QVERIFY2(info.isFile(), qPrintable(QStringLiteral("not installed: /usr/") + path));
    QVERIFY2(info.size() > 0, qPrintable(QStringLiteral("empty: /usr/") + path));
    QCOMPARE(info.isExecutable(), executable);
}

void TestPackaging::noStrayFiles()
{
    // Build tools (the icon renderer), test programs or a stray development file must not end up
    // in the package. The translations are embedded in the executables, so no .qm either.
    const QStringList files = expectedFiles();
    const QSet<QString> expected(files.cbegin(), files.cend());
    QStringList stray;
    QDirIterator it(m_destDir.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString relative = QDir(m_destDir.path()).relativeFilePath(it.next());
        if (!relative.startsWith(u"usr/") || !expected.contains(relative.mid(4))) // "usr/..."
            stray.append(relative);
    }
    QVERIFY2(stray.isEmpty(), qPrintable(QStringLiteral("unexpected installed files: ") + stray.join(u", ")));
}

void TestPackaging::iconPixelSize_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("size");
#ifndef SSD_HAVE_DESIGNER
    QTest::newRow("no designer") << QString() << 0;
    return;
#endif
    for (int size : iconSizes()) {
        const QString apps = QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(appId);
        const QString mime = QStringLiteral("share/icons/hicolor/%1x%1/mimetypes/%2.png").arg(size).arg(mimeIcon);
        QTest::newRow(qPrintable(apps)) << apps << size;
        QTest::newRow(qPrintable(mime)) << mime << size;
    }
}

void TestPackaging::iconPixelSize()
{
    QFETCH(QString, path);
    QFETCH(int, size);
    if (path.isEmpty())
        QSKIP("the designer and its icons are not built (SSD_BUILD_GUI=OFF)");
    // The hicolor theme trusts the directory name: a PNG of another size would be scaled.
    QImageReader reader(installed(path));
    QCOMPARE(reader.format(), QByteArray("png"));
    QCOMPARE(reader.size(), QSize(size, size));
    const QImage image = reader.read();
    QVERIFY2(!image.isNull(), qPrintable(reader.errorString()));
    QVERIFY(image.hasAlphaChannel());
    // Rendered, not blank: the centre of the mark is opaque.
    QCOMPARE(qAlpha(image.pixel(size / 2, size / 2)), 255);
}

void TestPackaging::desktopEntry()
{
#ifndef SSD_HAVE_DESIGNER
    QSKIP("the designer and its desktop entry are not built (SSD_BUILD_GUI=OFF)");
#endif
    const QHash<QString, QString> entry =
        readDesktopEntry(installed(QStringLiteral("share/applications/%1.desktop").arg(appId)));
    QCOMPARE(entry.value(QStringLiteral("Type")), QStringLiteral("Application"));
    QVERIFY(!entry.value(QStringLiteral("Name")).isEmpty());
    QVERIFY2(!entry.value(QStringLiteral("Comment[pt_BR]")).isEmpty(), "the menu entry has no Portuguese comment");

    // Exec names an installed program and passes the file that was double-clicked.
    const QStringList exec = entry.value(QStringLiteral("Exec")).split(u' ', Qt::SkipEmptyParts);
    QVERIFY(exec.size() >= 2);
    QVERIFY2(QFileInfo(installed(QStringLiteral("bin/") + exec.front())).isExecutable(),
             qPrintable(exec.front() + QStringLiteral(" is not installed in /usr/bin")));
    QCOMPARE(entry.value(QStringLiteral("TryExec")), exec.front());
    QVERIFY(exec.contains(QStringLiteral("%f")) || exec.contains(QStringLiteral("%F")));

    // The icon is a theme name with installed files, and the file association covers projects.
    QCOMPARE(entry.value(QStringLiteral("Icon")), appId);
    QVERIFY(QFileInfo::exists(installed(QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(appId))));
    QVERIFY(entry.value(QStringLiteral("MimeType")).split(u';').contains(mimeTypeName));
}

void TestPackaging::appStreamMetadata()
{
#ifndef SSD_HAVE_DESIGNER
    QSKIP("the designer and its AppStream metadata are not built (SSD_BUILD_GUI=OFF)");
#endif
    QFile file(installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(appId)));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QString id;
    QString launchable;
    QStringList binaries;
    QStringList mediaTypes;
    QStringList releases;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == u"id")
            id = xml.readElementText();
        else if (name == u"launchable")
            launchable = xml.readElementText();
        else if (name == u"binary")
            binaries.append(xml.readElementText());
        else if (name == u"mediatype")
            mediaTypes.append(xml.readElementText());
        else if (name == u"release")
            releases.append(xml.attributes().value(QStringLiteral("version")).toString());
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(id, appId);
    QCOMPARE(launchable, appId + QStringLiteral(".desktop"));
    QVERIFY(QFileInfo::exists(installed(QStringLiteral("share/applications/") + launchable)));
    QVERIFY(mediaTypes.contains(mimeTypeName));
    QVERIFY(binaries.contains(QStringLiteral("spanner-schema")));
    // Software centres show the newest release: it is the version being installed.
    QVERIFY2(!releases.isEmpty() && releases.constFirst() == QStringLiteral(SSD_VERSION),
             qPrintable(releases.join(u' ')));
    for (const QString &binary : std::as_const(binaries)) {
        QVERIFY2(QFileInfo(installed(QStringLiteral("bin/") + binary)).isExecutable(),
                 qPrintable(binary + QStringLiteral(" is listed as provided but not installed")));
    }
}

void TestPackaging::validator_data()
{
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QStringList>("arguments");
    const QString desktop = installed(QStringLiteral("share/applications/%1.desktop").arg(appId));
    const QString metainfo = installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(appId));
    QTest::newRow("desktop-file-validate") << QStringLiteral("desktop-file-validate") << QStringList{desktop};
    QTest::newRow("appstreamcli validate")
        << QStringLiteral("appstreamcli")
        << QStringList{QStringLiteral("validate"), QStringLiteral("--no-net"), metainfo};
    // The installed tree as a whole: metainfo, desktop entry and icon agree with each other.
    QTest::newRow("appstreamcli validate-tree")
        << QStringLiteral("appstreamcli")
        << QStringList{QStringLiteral("validate-tree"), QStringLiteral("--no-net"), m_destDir.path()};
}

void TestPackaging::validator()
{
    QFETCH(QString, tool);
    QFETCH(QStringList, arguments);
#ifndef SSD_HAVE_DESIGNER
    QSKIP("the designer and its desktop integration are not built (SSD_BUILD_GUI=OFF)");
#endif
    const QString program = QStandardPaths::findExecutable(tool);
    const QString missing = tool + QStringLiteral(" is not installed (Debian: desktop-file-utils, appstream; "
                                                  "scripts/setup.sh installs them)");
    // CI installs the validators through scripts/setup.sh: there a missing one is a broken set-up,
    // not a reason to let the desktop files go unchecked.
    if (program.isEmpty() && qEnvironmentVariableIsSet("CI"))
        QFAIL(qPrintable(missing));
    if (program.isEmpty())
        QSKIP(qPrintable(missing));
    const RunResult result = runProgram(program, arguments);
    QVERIFY(result.started);
    QVERIFY2(result.exitCode == 0, (result.out + result.err).constData());
}

void TestPackaging::mimeType_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    const quint32 ours = SSD_PROJECT_APPLICATION_ID;
    const QString sqlite = QStringLiteral("application/vnd.sqlite3");
    QTest::newRow("project by content, no extension") << QStringLiteral("design") << sqliteHeader(ours) << mimeTypeName;
    QTest::newRow("project by extension and content")
        << QStringLiteral("music.spdesign") << sqliteHeader(ours) << mimeTypeName;
    QTest::newRow("project renamed to .db") << QStringLiteral("music.db") << sqliteHeader(ours) << mimeTypeName;
    QTest::newRow("plain SQLite database (application id 0)") << QStringLiteral("plain") << sqliteHeader(0) << sqlite;
    QTest::newRow("another application's SQLite database")
        << QStringLiteral("other") << sqliteHeader(0x0f055112) << sqlite;
    QTest::newRow("our id byte-swapped") << QStringLiteral("swapped") << sqliteHeader(qbswap(ours)) << sqlite;
#ifdef SSD_HAVE_PROJECT
    // A complete file as the designer saves it, not only a header shaped like one.
    const ssd::ProjectResult<QByteArray> image = ssd::ProjectFile::serialize(ssd::ProjectData{});
    if (image)
        QTest::newRow("empty project saved by ProjectFile") << QStringLiteral("saved") << image.value() << mimeTypeName;
#endif
    QByteArray truncated = sqliteHeader(ours).left(70);
    QTest::newRow("header cut before the id") << QStringLiteral("truncated") << truncated << sqlite;
    QByteArray notSqlite = sqliteHeader(ours);
    notSqlite[7] = 'X';
    QTest::newRow("our id without the SQLite magic")
        << QStringLiteral("notsqlite") << notSqlite << QStringLiteral("application/octet-stream");
}

void TestPackaging::mimeType()
{
#ifdef SSD_HAVE_PROJECT
    // The magic rule and the project code must agree on the id.
    QCOMPARE(quint32(SSD_PROJECT_APPLICATION_ID), ssd::kProjectApplicationId);
    QVERIFY2(ssd::ProjectFile::serialize(ssd::ProjectData{}), "an empty project cannot be serialized");
#endif
    QFETCH(QString, fileName);
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);

    if (!m_mimeSkipReason.isEmpty())
        QSKIP(qPrintable(m_mimeSkipReason));

    QMimeDatabase db;
    const QMimeType ours = db.mimeTypeForName(mimeTypeName);
    QVERIFY2(ours.isValid(), "the installed MIME package was not loaded");
    QVERIFY(ours.globPatterns().contains(QStringLiteral("*.spdesign")));
    QVERIFY(ours.inherits(QStringLiteral("application/vnd.sqlite3")));
    QCOMPARE(ours.iconName(), mimeIcon);

    const QString path = m_workDir.path() + u'/' + fileName;
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(content), content.size());
    file.close();
    QCOMPARE(db.mimeTypeForFile(path, QMimeDatabase::MatchContent).name(), expected);
    if (fileName.endsWith(u".spdesign"))
        QCOMPARE(db.mimeTypeForFile(path, QMimeDatabase::MatchExtension).name(), mimeTypeName);
}

void TestPackaging::installedExecutableRuns_data()
{
    QTest::addColumn<QString>("program");
    QTest::newRow("spanner-schema --version") << QStringLiteral("spanner-schema");
#ifdef SSD_HAVE_DESIGNER
    QTest::newRow("spanner-schema-designer --version") << QStringLiteral("spanner-schema-designer");
#endif
}

void TestPackaging::installedExecutableRuns()
{
    QFETCH(QString, program);
    // The installed copies, not the build tree's: they must start without the build directory
    // (no build RPATH left behind), and without a display or QT_QPA_PLATFORM, as on a server or
    // in a package check (the designer answers --version on the offscreen platform then).
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *variable : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        environment.remove(QString::fromLatin1(variable));
    const RunResult result = runProgram(installed(QStringLiteral("bin/") + program), {QStringLiteral("--version")}, environment);
    QVERIFY2(result.started, "the installed program does not start");
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QVERIFY2(result.out.contains(SSD_VERSION), result.out.constData());
}

void TestPackaging::installedCliSpeaksPortuguese()
{
    // The catalogues are embedded in the executables: the installed CLI, away from the build tree,
    // must answer in Portuguese when the environment asks for it. The same usage error in English
    // and in Portuguese must differ (its message is translated), and the Portuguese one must not
    // lose the option name or the value it quotes.
    const QStringList arguments{QStringLiteral("layout"), QStringLiteral("--rows-per-table"), QStringLiteral("many"),
                                QStringLiteral("-")};
    QProcessEnvironment english = QProcessEnvironment::systemEnvironment();
    for (const char *variable : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
        english.remove(QString::fromLatin1(variable));
    QProcessEnvironment portuguese = english;
    english.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    portuguese.insert(QStringLiteral("LANGUAGE"), QStringLiteral("pt_BR"));
    portuguese.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    const QString program = installed(QStringLiteral("bin/spanner-schema"));
    const RunResult inEnglish = runProgram(program, arguments, english);
    const RunResult inPortuguese = runProgram(program, arguments, portuguese);
    QVERIFY(inEnglish.started && inPortuguese.started);
    QCOMPARE(inEnglish.exitCode, 2);
    QCOMPARE(inPortuguese.exitCode, 2);
    QVERIFY2(inEnglish.err.contains("must be an integer"), inEnglish.err.constData());
    QVERIFY2(inPortuguese.err != inEnglish.err, "the installed CLI ignores LANGUAGE=pt_BR");
    QVERIFY2(inPortuguese.err.contains("--rows-per-table") && inPortuguese.err.contains("'many'"),
             inPortuguese.err.constData());
}

void TestPackaging::designerScreenshot()
{
#ifndef SSD_HAVE_DESIGNER
    QSKIP("the designer is not built (SSD_BUILD_GUI=OFF)");
#else
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // A fresh configuration directory: the screenshot must not depend on this user's settings.
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_workDir.path() + QStringLiteral("/config"));
    const QString shot = m_workDir.path() + QStringLiteral("/shot.png");
    const RunResult result = runProgram(installed(QStringLiteral("bin/spanner-schema-designer")),
                                        {QStringLiteral("--screenshot"), shot}, environment);
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QImageReader reader(shot);
    const QSize size = reader.size();
    QVERIFY2(size.width() >= 800 && size.height() >= 600, qPrintable(reader.errorString()));
#endif
}

QTEST_GUILESS_MAIN(TestPackaging)
#include "tst_packaging.moc"
