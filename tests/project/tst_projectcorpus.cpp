// project_corpus: every valid corpus schema survives save and load exactly (model equality
// including ids), with positions for every table and sample rows.

#include "ddl.h"
#include "projectfile.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ssd;

class TestProjectCorpus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();

private:
    QTemporaryDir m_dir;
};

void TestProjectCorpus::roundTrip_data()
{
    QTest::addColumn<QString>("path");
    const QString corpus = QStringLiteral(SSD_CORPUS_DIR);
    if (!QDir(corpus + QStringLiteral("/ddl")).exists())
        QSKIP(qPrintable(QStringLiteral("corpus not found at %1 (set SSD_CORPUS_DIR)").arg(corpus)));
    for (const char *dialect : {"googlesql", "postgresql"}) {
        const QString directory = corpus + QStringLiteral("/ddl/") + QLatin1StringView(dialect);
        QStringList files = QDir(directory).entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name);
        for (const QString &file : files)
            QTest::newRow(qPrintable(QLatin1StringView(dialect) + u'/' + file)) << directory + u'/' + file;
    }
}

void TestProjectCorpus::roundTrip()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    const bool postgres = path.contains(QStringLiteral("/postgresql/"));
    ParseResult parsed = parseDdl(text, ParseOptions{postgres ? Dialect::PostgreSql : Dialect::GoogleSql});
    // Migration fragments and parser-level files may have semantic errors; the project stores
    // whatever schema the designer would hold, so only unparseable files are skipped.
    if (hasSyntaxErrors(parsed.diagnostics))
        QSKIP("the file does not parse");

    ProjectData data;
    data.schema = std::move(parsed.schema);
    data.sourceText = text;
    double x = 0;
    for (const Table &t : data.schema.tables) {
        x += 37.5;
        data.positions.insert(t.id, QPointF(x, -x / 3));
    }
    SampleOptions sample;
    sample.rowsPerTable = 2;
    data.sampleData = generateSampleRows(data.schema, sample);
    data.notes = QFileInfo(path).fileName();

    QVERIFY(m_dir.isValid());
    const QString target = m_dir.filePath(QStringLiteral("corpus.spdesign"));
    SaveOptions options;
    options.durable = false; // hundreds of saves; durability is the crash test's subject
    const ProjectStatus failed = ProjectFile::save(target, data, options);
    QVERIFY2(!failed, failed ? qPrintable(failed->message()) : "");
    const ProjectResult<LoadedProject> loaded = ProjectFile::load(target);
    QVERIFY2(loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.error().message()));
    QVERIFY(loaded->data.schema == data.schema);
    QCOMPARE(describeProjectDifference(loaded->data, data), QString());
}

QTEST_GUILESS_MAIN(TestProjectCorpus)
#include "tst_projectcorpus.moc"
