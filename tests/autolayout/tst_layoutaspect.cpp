// Full layouts fit a screen: the components of a generated schema (shared/tools/gen_schema.py,
// skipped when it is absent) are packed into a rectangle near LayoutOptions::targetAspect, and
// for generated schemas the result stays between 1:2 and 2:1 (it used to be a 6.9:1 strip at
// 200 tables), without overlapping boxes.

#include "autolayout.h"
#include "ddl.h"

#include <QFile>
#include <QProcess>
#include <QTest>

using namespace ssd;

class TestLayoutAspect : public QObject
{
    Q_OBJECT

private slots:
    void fitsTheTargetAspect_data();
    void fitsTheTargetAspect();
};

void TestLayoutAspect::fitsTheTargetAspect_data()
{
    QTest::addColumn<int>("tables");
    QTest::addColumn<double>("target");
    QTest::newRow("50 tables, 16:10") << 50 << 1.6;
    QTest::newRow("200 tables, 16:10") << 200 << 1.6;
    QTest::newRow("200 tables, square") << 200 << 1.0;
    QTest::newRow("1000 tables, 16:10") << 1000 << 1.6;
}

void TestLayoutAspect::fitsTheTargetAspect()
{
    QFETCH(int, tables);
    QFETCH(double, target);
    const QString generator = QStringLiteral(SSD_GEN_SCHEMA);
    if (!QFile::exists(generator))
        QSKIP(qPrintable(QStringLiteral("the schema generator %1 is absent").arg(generator)));
    QProcess process;
    process.start(QStringLiteral("python3"), {generator, QStringLiteral("--tables"), QString::number(tables),
                                              QStringLiteral("--dialect"), QStringLiteral("googlesql"),
                                              QStringLiteral("--seed"), QStringLiteral("1")});
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        QSKIP("python3 could not run the schema generator");
    const ParseResult parsed = parseDdl(QString::fromUtf8(process.readAllStandardOutput()));
    QVERIFY(parsed.ok());
    QCOMPARE(int(parsed.schema.tables.size()), tables);

    LayoutRequest request = requestFromSchema(parsed.schema, {}); // the library's own box sizes
    request.options.targetAspect = target;
    const LayoutResult result = layoutGraph(request);
    QVERIFY2(result.ok(), qPrintable(result.error));
    const double aspect = result.bounds.width() / result.bounds.height();
    const QString figures = QStringLiteral("%1 x %2 points, aspect %3")
                                .arg(result.bounds.width()).arg(result.bounds.height()).arg(aspect);
    qInfo("%s", qPrintable(figures));
    QVERIFY2(aspect >= 0.5 && aspect <= 2.0, qPrintable(figures));
    // Near the wanted shape, not merely inside the band: within a factor 1.4 of it.
    QVERIFY2(aspect / target <= 1.4 && target / aspect <= 1.4, qPrintable(figures));

    // Packed, not only shaped: no two boxes overlap.
    std::vector<QRectF> boxes;
    for (const LayoutNode &node : request.nodes)
        boxes.emplace_back(result.positions.at(node.id), QSizeF(node.width, node.height));
    std::sort(boxes.begin(), boxes.end(), [](const QRectF &a, const QRectF &b) { return a.left() < b.left(); });
    for (size_t i = 0; i < boxes.size(); ++i)
        for (size_t j = i + 1; j < boxes.size() && boxes[j].left() < boxes[i].right(); ++j)
            QVERIFY2(!boxes[i].intersects(boxes[j]), "two boxes overlap");
}

QTEST_MAIN(TestLayoutAspect)
#include "tst_layoutaspect.moc"
