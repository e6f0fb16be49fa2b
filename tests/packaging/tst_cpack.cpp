// Builds the packages the way a release does (`cpack -G "DEB;TGZ"` with this build's CPack
// configuration) into a temporary directory and reads them back with dpkg-deb and tar: the .deb's
// control fields (name, version, the dpkg-shlibdeps dependencies, a description CPack did not
// mangle) and both archives' file lists. The installed tree itself is checked by the `packaging`
// test; this one catches what only packaging breaks.

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "installedtree.h"

using namespace ssd::packagingtest;

namespace {

const QString version = QStringLiteral(SSD_VERSION);

} // namespace

class TestCpack : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void debControlFields();
    void debDependenciesFromShlibdeps();
    void debFileList();
    void tarballFileList();

private:
    QString controlField(const QString &field);

    QTemporaryDir m_out;
    QString m_deb;
    QString m_tgz;
    QString m_dpkgDeb;
};

void TestCpack::initTestCase()
{
    QVERIFY(m_out.isValid());
    m_dpkgDeb = QStandardPaths::findExecutable(QStringLiteral("dpkg-deb"));
    const bool haveShlibdeps = !QStandardPaths::findExecutable(QStringLiteral("dpkg-shlibdeps")).isEmpty();
    if (m_dpkgDeb.isEmpty() || !haveShlibdeps) {
        // CI's set-up installs them: there a missing tool is a broken set-up, not a reason to skip.
        if (qEnvironmentVariableIsSet("CI"))
            QFAIL("dpkg-deb or dpkg-shlibdeps is missing (Debian: dpkg-dev; scripts/setup.sh installs it)");
        QSKIP("dpkg-deb or dpkg-shlibdeps is not installed (Debian: dpkg-dev; scripts/setup.sh installs it)");
    }
    const RunResult cpack = runProgram(QStringLiteral(SSD_CPACK_COMMAND),
                                       {QStringLiteral("--config"), QStringLiteral(SSD_BINARY_DIR "/CPackConfig.cmake"),
                                        QStringLiteral("-G"), QStringLiteral("DEB;TGZ"), QStringLiteral("-B"), m_out.path()},
                                       QProcessEnvironment::systemEnvironment(), m_out.path());
    QVERIFY2(cpack.started, "cpack could not be started");
    QVERIFY2(cpack.exitCode == 0, (cpack.out + cpack.err).constData());

    const QDir out(m_out.path());
    const QStringList debs = out.entryList({QStringLiteral("*.deb")}, QDir::Files);
    const QStringList tgzs = out.entryList({QStringLiteral("*.tar.gz")}, QDir::Files);
    QCOMPARE(debs.size(), 1);
    QCOMPARE(tgzs.size(), 1);
    // Debian's file name convention (CPACK_DEBIAN_FILE_NAME DEB-DEFAULT): name_version_arch.deb.
    QVERIFY2(debs.front().startsWith(QStringLiteral("spanner-schema-designer_%1_").arg(version)), qPrintable(debs.front()));
    QCOMPARE(tgzs.front(), QStringLiteral("spanner-schema-designer-%1-Linux.tar.gz").arg(version));
    m_deb = out.filePath(debs.front());
    m_tgz = out.filePath(tgzs.front());
}

QString TestCpack::controlField(const QString &field)
{
    const RunResult result = runProgram(m_dpkgDeb, {QStringLiteral("-f"), m_deb, field});
    return result.exitCode == 0 ? QString::fromUtf8(result.out).trimmed() : QString();
}

void TestCpack::debControlFields()
{
    QCOMPARE(controlField(QStringLiteral("Package")), QStringLiteral("spanner-schema-designer"));
    QCOMPARE(controlField(QStringLiteral("Version")), version);
    QCOMPARE(controlField(QStringLiteral("Section")), QStringLiteral("database"));
    QVERIFY(controlField(QStringLiteral("Recommends")).contains(QStringLiteral("qt6-translations-l10n")));
    const QString description = controlField(QStringLiteral("Description"));
    QVERIFY2(description.size() > 200, qPrintable(description));
    // CPack writes some characters of the description file XML-escaped (&apos;, &quot;): the text
    // must reach dpkg as written.
    QVERIFY2(!description.contains(u'&'), qPrintable(description));
}

void TestCpack::debDependenciesFromShlibdeps()
{
    // Computed by dpkg-shlibdeps from what the executables link, not written by hand: the
    // libraries below must all be there, most with a minimum version.
    const QString depends = controlField(QStringLiteral("Depends"));
    QStringList expected{QStringLiteral("libc6 (>="), QStringLiteral("libstdc++6"), QStringLiteral("libqt6core6 (>="),
                         QStringLiteral("libqt6gui6"), QStringLiteral("libqt6svg6"), QStringLiteral("libsqlite3-0"),
                         QStringLiteral("libgvc6")};
#ifdef SSD_HAVE_DESIGNER
    expected << QStringLiteral("libqt6widgets6");
#endif
    for (const QString &library : std::as_const(expected))
        QVERIFY2(depends.contains(library), qPrintable(library + QStringLiteral(" missing from Depends: ") + depends));
}

void TestCpack::debFileList()
{
    // Exactly the installed tree of the `packaging` test, under /usr.
    const RunResult list = runProgram(m_dpkgDeb, {QStringLiteral("--contents"), m_deb});
    QCOMPARE(list.exitCode, 0);
    QStringList files;
    for (const QString &line : QString::fromUtf8(list.out).split(u'\n', Qt::SkipEmptyParts)) {
        const QString path = line.section(u' ', -1); // the last column is ./usr/...
        if (!path.endsWith(u'/'))
            files.append(path);
    }
    QStringList expected;
    for (const QString &path : expectedFiles())
        expected.append(QStringLiteral("./usr/") + path);
    files.sort();
    expected.sort();
    QCOMPARE(files, expected);
}

void TestCpack::tarballFileList()
{
    // The same files under one relocatable top directory.
    const RunResult list = runProgram(QStringLiteral("tar"), {QStringLiteral("-tzf"), m_tgz});
    QVERIFY2(list.exitCode == 0, list.err.constData());
    const QString top = QStringLiteral("spanner-schema-designer-%1-Linux/").arg(version);
    QStringList files;
    for (const QString &entry : QString::fromUtf8(list.out).split(u'\n', Qt::SkipEmptyParts)) {
        QVERIFY2(entry.startsWith(top), qPrintable(entry));
        if (!entry.endsWith(u'/'))
            files.append(entry.mid(top.size()));
    }
    QStringList expected = expectedFiles();
    files.sort();
    expected.sort();
    QCOMPARE(files, expected);
}

QTEST_GUILESS_MAIN(TestCpack)
#include "tst_cpack.moc"
