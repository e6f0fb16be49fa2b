// Golden folders: tests/data/golden/<dialect>/<case>/input.sql parsed in that dialect and written
// back must give expected.sql byte for byte (other helpers own input.sql and diagnostics.txt; the
// writer owns expected.sql). Set SSD_UPDATE_GOLDEN=1 to (re)write missing or changed expected.sql
// files - then review every changed file by hand before committing.

#include "corpusutil.h"
#include "ddl.h"
#include "statementsplitter.h"
#include "testschemas.h"
#include "writer/canonical.h"

#include <QDir>
#include <QtTest>

using namespace ssd;
using namespace ssd::test;

class TestGolden : public QObject
{
    Q_OBJECT

private slots:
    void golden_data();
    void golden();
};

void TestGolden::golden_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<int>("dialect");
    const QString root = S(SSD_TEST_DATA_DIR) + S("/golden");
    int rows = 0;
    for (Dialect d : {Dialect::GoogleSql, Dialect::PostgreSql}) {
        const QDir dir(root + u'/' + dialectName(d));
        for (const QString &name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            if (!QFile::exists(dir.filePath(name + S("/input.sql"))))
                continue;
            QTest::newRow(qPrintable(dialectName(d) + u'/' + name)) << dir.filePath(name) << int(d);
            ++rows;
        }
    }
    if (rows == 0)
        QSKIP("no golden folders under tests/data/golden");
}

void TestGolden::golden()
{
    QFETCH(QString, folder);
    QFETCH(int, dialect);
    const ParseResult parsed = parseDdl(readText(folder + S("/input.sql")), ParseOptions{Dialect(dialect)});
    const QString actual = writeDdl(parsed.schema);
    // writeDdl builds the whole text in one buffer; its statements (the comments between them
    // and the blank lines aside) must be what the statement list says. The list goes to Spanner,
    // which refuses comments inside a statement, so it has none.
    QCOMPARE(statementsForSpanner(splitStatements(actual, Dialect(dialect)), Dialect(dialect)), writeStatements(parsed.schema));
    const QString expectedPath = folder + S("/expected.sql");
    if (qEnvironmentVariableIsSet("SSD_UPDATE_GOLDEN")) {
        QFile out(expectedPath);
        if ((!QFile::exists(expectedPath) || readText(expectedPath) != actual) && out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            out.write(actual.toUtf8());
            qInfo("updated %s", qPrintable(expectedPath));
        }
    }
    QVERIFY2(QFile::exists(expectedPath), qPrintable(S("missing ") + expectedPath));
    const QString expected = readText(expectedPath);
    const QStringList a = actual.split(u'\n');
    const QStringList e = expected.split(u'\n');
    for (qsizetype i = 0; i < std::min(a.size(), e.size()); ++i)
        QCOMPARE(a[i], e[i]);
    QCOMPARE(a.size(), e.size());

    // The canonical text is a fixed point and parses back to the same model.
    const ParseResult again = parseDdl(actual, ParseOptions{Dialect(dialect)});
    // Dropping an object drops what names it (DROP ROLE takes its memberships and the grants and
    // revokes that cancel out; it is refused while the role holds a privilege), so the canonical text
    // of any input, even one with errors, re-parses cleanly.
    QVERIFY2(!hasErrors(again.diagnostics), qPrintable(describe(again.diagnostics)));
    QCOMPARE(writeDdl(again.schema), actual);
    QVERIFY2(comparable(parsed.schema, canonicalized) == comparable(again.schema, canonicalized),
             qPrintable(firstDifference(comparable(parsed.schema, canonicalized), comparable(again.schema, canonicalized))));
}

QTEST_GUILESS_MAIN(TestGolden)
#include "tst_golden.moc"
