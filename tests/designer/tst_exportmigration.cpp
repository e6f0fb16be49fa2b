// File > Export Migration in the real designer window (ssd_designer), under
// QT_QPA_PLATFORM=offscreen: the baseline the window remembers, the preview widget
// (MigrationPreview), and the files written, one or the next in a migrations folder.
//
// SSD_DESIGNER_SHOTS=dir keeps pictures of the dialog in English and Portuguese.

#include "readtextfile.h"
#include "actionhandler.h"
#include "edits/columntypes.h"
#include "commands.h"
#include "ddl.h"
#include "document.h"
#include "exportmigrationdialog.h"
#include "filecontroller.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "migration/migrationscript.h"
#include "migrationpreview.h"
#include "modaldialogs.h"
#include "edits/schemaedits.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace ssd;
using migration::StepKind;

namespace {

const char kShop[] =
    "CREATE TABLE Customers (CustomerId INT64 NOT NULL, Name STRING(100), Email STRING(200)) PRIMARY KEY (CustomerId);\n"
    "CREATE TABLE Orders (CustomerId INT64 NOT NULL, OrderId INT64 NOT NULL, Total NUMERIC)\n"
    "  PRIMARY KEY (CustomerId, OrderId), INTERLEAVE IN PARENT Customers ON DELETE CASCADE;\n"
    "CREATE TABLE Coupons (Code STRING(20) NOT NULL, Percent INT64) PRIMARY KEY (Code);\n";

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

// The dialog reads its baseline and plans on a pool thread: waits until the preview shows the
// plan; true when it has no error.
bool planned(ExportMigrationDialog *dialog)
{
    if (!QTest::qWaitFor([dialog] { return !dialog->isPlanning(); }, 20000))
        return false;
    return dialog->preview()->plan().error.isEmpty();
}

struct Window
{
    QTemporaryDir dir;
    MainWindow window;
    QString ddlPath;
    Window()
    {
        window.resize(1280, 800);
        ddlPath = dir.filePath(QStringLiteral("shop.sql"));
        writeFile(ddlPath, kShop);
        QString error;
        if (!window.files()->openFile(ddlPath, &error))
            qWarning("%s", qPrintable(error));
        window.show();
    }
    Document *document() { return window.document(); }
    ObjectId tableId(const char *name) { return document()->schema().findTable(QString::fromLatin1(name))->id; }
    void addColumn(const char *table, const char *column, const char *type)
    {
        const ObjectId id = tableId(table);
        const ColumnType columnType = *parseColumnType(QString::fromLatin1(type), document()->schema().dialect);
        const EditResult result = pushSchemaEdit(document(), QStringLiteral("Add column"), [&](Schema &s, ObjectId &created) {
            return edits::addColumn(s, id, QLatin1StringView(column), columnType, false, created);
        });
        QVERIFY2(result.ok(), qPrintable(result.error));
    }
    void setNotNull(const char *table, const char *column)
    {
        const ObjectId id = tableId(table);
        const ObjectId columnId = document()->schema().findTable(QString::fromLatin1(table))->findColumn(QString::fromLatin1(column))->id;
        QVERIFY(pushSchemaEdit(document(), QStringLiteral("NOT NULL"), [&](Schema &s, ObjectId &) {
                    return edits::setColumnNotNull(s, id, columnId, true);
                }).ok());
    }
    void deleteTable(const char *table)
    {
        const ObjectId id = tableId(table);
        QVERIFY(pushSchemaEdit(document(), QStringLiteral("Delete"), [id](Schema &s, ObjectId &) { return edits::deleteTable(s, id); })
                    .ok());
    }
    // An older version of the shop's DDL, before Coupons: its path.
    QString writeShopWithoutCoupons()
    {
        const QString older = dir.filePath(QStringLiteral("older.sql"));
        const QByteArray shop(kShop);
        writeFile(older, shop.left(shop.indexOf("CREATE TABLE Coupons")));
        return older;
    }
    // Runs File > Export Migration, lets `fill` set the dialog up, then presses Export.
    void exportMigration(const std::function<void(ExportMigrationDialog *)> &fill)
    {
        whenModalOpens<ExportMigrationDialog>([fill](ExportMigrationDialog *dialog) {
            planned(dialog);
            fill(dialog);
            dialog->accept();
            if (dialog->isVisible()) // refused: the test reads why, then closes it
                dialog->reject();
        });
        window.actions()->action(QStringLiteral("actionExportMigration"))->trigger();
    }
};

// A schema's canonical statements in name order: a recreated table comes last in the statement
// order (ids) of a schema the script was applied to, which is no difference.
QString statementsInOrder(const Schema &schema)
{
    // The statements without comments: the script's explanations ("-- in-place: new column")
    // are comments, which the parser now keeps as the objects' documentation (issue #15).
    QStringList statements = writeStatements(schema);
    statements.sort();
    return statements.join(QStringLiteral(";\n"));
}

// `script` run on the baseline DDL gives what schema (statementsInOrder).
QString applied(const QString &baselineDdl, const QString &script)
{
    ParseResult base = parseDdl(baselineDdl);
    const Diagnostics problems = applyDdl(base.schema, script);
    for (const Diagnostic &d : problems)
        if (d.isError())
            qWarning("%d:%d: %s", d.line, d.column, qPrintable(d.message));
    return statementsInOrder(base.schema);
}

migration::Step step(StepKind kind, const char *object, const char *explanation, const char *statement)
{
    migration::Step s;
    s.kind = kind;
    s.objectKind = QStringLiteral("table");
    s.object = QString::fromLatin1(object);
    s.explanation = QString::fromLatin1(explanation);
    s.statements = {QString::fromLatin1(statement)};
    if (kind == StepKind::Validating)
        s.failsWhen = QStringLiteral("a row of Orders has no Total");
    return s;
}

} // namespace

class TestExportMigration : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void previewTicksWhatKeepsTheData();
    void previewSaysNoChanges();
    void previewWarnsWhenALaterStepNeedsALeftOutOne();
    void baselineIsTheVersionLastOpenedOrSaved();
    void exportAfterAnEditWritesTheMigration();
    void destructiveStepsAreWrittenOnlyWhenTicked();
    void recreateStepsAreTickedTogether();
    void renameInTheDesignerIsARename();
    void nextFileInAMigrationsFolder_data();
    void nextFileInAMigrationsFolder();
    void baselineFromAFile();
    void baselineIsReadInTheBackgroundAndCancelGoesBack();
    void screenshots();
};

void TestExportMigration::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ssd-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("designer-migration-test"));
}

void TestExportMigration::previewTicksWhatKeepsTheData()
{
    migration::MigrationPlan plan;
    plan.steps.push_back(step(StepKind::InPlace, "Gifts", "new table", "CREATE TABLE Gifts (Id INT64) PRIMARY KEY (Id)"));
    plan.steps.push_back(step(StepKind::Validating, "Orders", "Total becomes NOT NULL",
                              "ALTER TABLE Orders ALTER COLUMN Total NUMERIC NOT NULL"));
    plan.steps.push_back(step(StepKind::Destructive, "Coupons", "drops the table", "DROP TABLE Coupons"));
    plan.steps.push_back(step(StepKind::Recreate, "Customers", "the key changes", "DROP TABLE Customers"));
    MigrationPreview preview;
    preview.setPlan(plan, Dialect::GoogleSql);
    QCOMPARE(preview.included(), (std::vector<bool>{true, true, false, false}));
    auto *tree = preview.findChild<QTreeWidget *>(QStringLiteral("migrationSteps"));
    QCOMPARE(tree->topLevelItemCount(), 4);
    QCOMPARE(tree->topLevelItem(2)->checkState(0), Qt::Unchecked);
    QCOMPARE(tree->topLevelItem(1)->text(1), QStringLiteral("Validating"));
    // The validating step says what makes it fail; every step shows its statements.
    QTreeWidgetItem *validating = tree->topLevelItem(1);
    QCOMPARE(validating->childCount(), 2);
    QCOMPARE(validating->child(0)->text(0), QStringLiteral("Fails when: a row of Orders has no Total"));
    QCOMPARE(validating->child(1)->text(0), QStringLiteral("ALTER TABLE Orders ALTER COLUMN Total NUMERIC NOT NULL;"));
    QVERIFY(!preview.script().contains(QStringLiteral("DROP TABLE")));
    // A tick by the user, as a click on the check box would do.
    QSignalSpy changed(&preview, &MigrationPreview::inclusionChanged);
    tree->topLevelItem(2)->setCheckState(0, Qt::Checked);
    QCOMPARE(changed.size(), 1);
    QVERIFY(preview.isIncluded(2));
    QVERIFY(preview.script().contains(QStringLiteral("DROP TABLE Coupons;")));
    QVERIFY(!preview.script().contains(QStringLiteral("DROP TABLE Customers")));
    const QString shown = preview.findChild<QPlainTextEdit *>(QStringLiteral("migrationScript"))->toPlainText();
    QCOMPARE(shown, preview.script());
}

void TestExportMigration::previewSaysNoChanges()
{
    MigrationPreview preview;
    preview.setPlan({}, Dialect::PostgreSql);
    auto *empty = preview.findChild<QLabel *>(QStringLiteral("migrationEmpty"));
    QVERIFY(empty->text().startsWith(QStringLiteral("No changes")));
    QVERIFY(!empty->isHidden());
    QCOMPARE(preview.script(), QString());
    migration::MigrationPlan refused;
    refused.error = QStringLiteral("the schemas are of different dialects: convert first");
    preview.setPlan(refused, Dialect::PostgreSql);
    QCOMPARE(empty->text(), refused.error);
}

void TestExportMigration::previewWarnsWhenALaterStepNeedsALeftOutOne()
{
    migration::MigrationPlan plan;
    plan.steps.push_back(step(StepKind::Recreate, "Customers", "the key changes",
                              "CREATE TABLE Customers (Id STRING(36)) PRIMARY KEY (Id)"));
    plan.steps.push_back(step(StepKind::InPlace, "CustomersByName", "new index", "CREATE INDEX CustomersByName ON Customers (Name)"));
    MigrationPreview preview;
    preview.setPlan(plan, Dialect::GoogleSql);
    const QStringList problems = preview.problems();
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.front().contains(QStringLiteral("Step 1 (table Customers) is left out, but step(s) 2 may need it")),
             qPrintable(problems.front()));
    QVERIFY(!preview.findChild<QLabel *>(QStringLiteral("migrationProblems"))->isHidden());
    preview.setIncluded(1, false); // leaving the dependant out too is consistent
    QVERIFY(preview.problems().isEmpty());
    QVERIFY(preview.findChild<QLabel *>(QStringLiteral("migrationProblems"))->isHidden());
}

void TestExportMigration::baselineIsTheVersionLastOpenedOrSaved()
{
    Window w;
    const Schema opened = w.document()->schema();
    QCOMPARE(w.window.files()->baseline(), opened);
    QCOMPARE(w.window.files()->baselineSource(), w.ddlPath);
    w.addColumn("Customers", "Phone", "STRING(20)");
    QCOMPARE(w.window.files()->baseline(), opened); // an edit is not a new baseline
    const QString project = w.dir.filePath(QStringLiteral("shop.spdesign"));
    QString error;
    QVERIFY2(w.window.files()->saveTo(project, &error), qPrintable(error));
    QCOMPARE(w.window.files()->baseline(), w.document()->schema());
    QCOMPARE(w.window.files()->baselineSource(), QFileInfo(project).absoluteFilePath());
    w.window.files()->newDocument();
    QVERIFY(w.window.files()->baseline().tables.empty());
    QVERIFY(w.window.files()->baselineSource().isEmpty());
}

void TestExportMigration::exportAfterAnEditWritesTheMigration()
{
    Window w;
    w.addColumn("Customers", "Phone", "STRING(20)");
    const QString path = w.dir.filePath(QStringLiteral("out/migration.sql"));
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    w.exportMigration([&](ExportMigrationDialog *dialog) { dialog->setTarget(ExportMigrationDialog::Target::OneFile, path); });
    const QString script = readTextFile(path);
    QCOMPARE(script, QStringLiteral("-- in-place: new column Customers.Phone\n"
                                    "ALTER TABLE Customers ADD COLUMN Phone STRING(20);\n"));
    // The file takes the opened DDL to the design.
    QCOMPARE(applied(QString::fromLatin1(kShop), script), statementsInOrder(w.document()->schema()));
}

void TestExportMigration::destructiveStepsAreWrittenOnlyWhenTicked()
{
    Window w;
    w.deleteTable("Coupons");
    w.addColumn("Orders", "Note", "STRING(MAX)");
    const QString leftOut = w.dir.filePath(QStringLiteral("default.sql"));
    w.exportMigration([&](ExportMigrationDialog *dialog) {
        const migration::MigrationPlan &plan = dialog->preview()->plan();
        QVERIFY(plan.needs(StepKind::Destructive));
        for (size_t i = 0; i < plan.steps.size(); ++i)
            QCOMPARE(dialog->preview()->isIncluded(i), plan.steps[i].kind != StepKind::Destructive);
        dialog->setTarget(ExportMigrationDialog::Target::OneFile, leftOut);
    });
    const QString safe = readTextFile(leftOut);
    QVERIFY2(safe.contains(QStringLiteral("ADD COLUMN Note")), qPrintable(safe));
    QVERIFY2(!safe.contains(QStringLiteral("DROP TABLE")), qPrintable(safe));
    // Coupons is still there after the safe script.
    ParseResult afterSafe = parseDdl(applied(QString::fromLatin1(kShop), safe));
    QVERIFY(afterSafe.schema.findTable(u"Coupons"));

    const QString ticked = w.dir.filePath(QStringLiteral("ticked.sql"));
    w.exportMigration([&](ExportMigrationDialog *dialog) {
        const migration::MigrationPlan &plan = dialog->preview()->plan();
        for (size_t i = 0; i < plan.steps.size(); ++i)
            dialog->preview()->setIncluded(i, true);
        dialog->setTarget(ExportMigrationDialog::Target::OneFile, ticked);
    });
    const QString all = readTextFile(ticked);
    QVERIFY2(all.contains(QStringLiteral("DROP TABLE Coupons;")), qPrintable(all));
    QCOMPARE(applied(QString::fromLatin1(kShop), all), statementsInOrder(w.document()->schema()));
}

void TestExportMigration::recreateStepsAreTickedTogether()
{
    Window w;
    // A new key column: Customers must be dropped and created again, and Orders, interleaved in
    // it, with it. Orders has to repeat Customers' key, so the designer refuses the new key
    // column while Orders is interleaved; the user's path is: take Orders out, change the key,
    // interleave Orders again (which copies Region into its key).
    const ObjectId customers = w.tableId("Customers"), orders = w.tableId("Orders");
    w.addColumn("Customers", "Region", "STRING(10)");
    const ObjectId region = w.document()->schema().findTable(u"Customers")->findColumn(u"Region")->id;
    const EditResult refused = pushSchemaEdit(w.document(), QStringLiteral("Key"), [&](Schema &s, ObjectId &) {
        return edits::toggleKeyColumn(s, customers, region);
    });
    QVERIFY2(refused.error.contains(QStringLiteral("Orders is interleaved in Customers")), qPrintable(refused.error));
    QVERIFY(pushSchemaEdit(w.document(), QStringLiteral("Key"), [&](Schema &s, ObjectId &) {
                QString error = edits::removeInterleave(s, orders);
                error += edits::setColumnNotNull(s, customers, region, true);
                error += edits::toggleKeyColumn(s, customers, region);
                return error.isEmpty() ? edits::interleaveTable(s, orders, customers, OnDelete::Cascade, true) : error;
            }).ok());
    const Table *ordersNow = w.document()->schema().findTable(u"Orders");
    QVERIFY(ordersNow->interleave && ordersNow->isKeyColumn(QStringLiteral("Region")));
    ExportMigrationDialog dialog(w.document()->schema(), w.window.files()->baseline(), w.window.files()->baselineSource(),
                                 w.dir.path(), &w.window);
    QVERIFY(planned(&dialog));
    MigrationPreview *preview = dialog.preview();
    const migration::MigrationPlan &plan = preview->plan();
    QVERIFY2(plan.needs(StepKind::Recreate), qPrintable(migration::includedStepsSql(plan, {})));
    std::vector<size_t> recreates;
    for (size_t i = 0; i < plan.steps.size(); ++i)
        if (plan.steps[i].kind == StepKind::Recreate)
            recreates.push_back(i);
    QVERIFY(recreates.size() >= 4); // at least the drops and the creates of Customers and Orders
    for (size_t i : recreates)
        QVERIFY(!preview->isIncluded(i));
    preview->setIncluded(recreates.back(), true); // one tick...
    for (size_t i : recreates)                    // ...for the whole recreate
        QVERIFY2(preview->isIncluded(i), qPrintable(plan.steps[i].explanation));
    dialog.setTarget(ExportMigrationDialog::Target::OneFile, w.dir.filePath(QStringLiteral("rekey.sql")));
    QCOMPARE(dialog.exportNow(false), QString());
    const QString script = readTextFile(w.dir.filePath(QStringLiteral("rekey.sql")));
    QCOMPARE(applied(QString::fromLatin1(kShop), script), statementsInOrder(w.document()->schema()));
}

void TestExportMigration::renameInTheDesignerIsARename()
{
    Window w;
    const ObjectId coupons = w.tableId("Coupons");
    QVERIFY(pushSchemaEdit(w.document(), QStringLiteral("Rename"), [&](Schema &s, ObjectId &) {
                return edits::renameTable(s, coupons, QStringLiteral("Vouchers"));
            }).ok());
    ExportMigrationDialog dialog(w.document()->schema(), w.window.files()->baseline(), w.window.files()->baselineSource(),
                                 w.dir.path(), &w.window);
    QVERIFY(planned(&dialog));
    const migration::MigrationPlan &plan = dialog.preview()->plan();
    const QString all = migration::includedStepsSql(plan, {});
    QVERIFY2(!plan.needs(StepKind::Destructive) && !plan.needs(StepKind::Recreate), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("RENAME TO Vouchers")), qPrintable(all));
    // The same two versions as files share no ids: a drop and a create.
    const QString renamed = w.dir.filePath(QStringLiteral("before.sql"));
    writeFile(renamed, kShop);
    dialog.setBaselineFile(renamed);
    QVERIFY(planned(&dialog));
    QVERIFY(dialog.preview()->plan().needs(StepKind::Destructive));
}

void TestExportMigration::nextFileInAMigrationsFolder_data()
{
    QTest::addColumn<QStringList>("existing");
    QTest::addColumn<int>("naming"); // chosen in the dialog; only an empty folder takes it
    QTest::addColumn<QString>("written");
    QTest::newRow("golang-migrate, down file left alone")
        << QStringList{QStringLiteral("000001_init.up.sql"), QStringLiteral("000001_init.down.sql")}
        << int(MigrationNaming::Wrench) << QStringLiteral("000002_add_phone.up.sql");
    QTest::newRow("wrench with a gap") << QStringList{QStringLiteral("000001.sql"), QStringLiteral("000003.sql")}
                                       << int(MigrationNaming::GolangMigrate) << QStringLiteral("000004.sql");
    QTest::newRow("empty folder, Flyway chosen") << QStringList{} << int(MigrationNaming::Flyway)
                                                 << QStringLiteral("V1__add_phone.sql");
    QTest::newRow("empty folder, wrench chosen") << QStringList{QStringLiteral("README.md")} << int(MigrationNaming::Wrench)
                                                 << QStringLiteral("000001.sql");
}

void TestExportMigration::nextFileInAMigrationsFolder()
{
    QFETCH(QStringList, existing);
    QFETCH(int, naming);
    QFETCH(QString, written);
    Window w;
    w.addColumn("Customers", "Phone", "STRING(20)");
    const QString folder = w.dir.filePath(QStringLiteral("migrations"));
    QVERIFY(QDir().mkpath(folder));
    for (const QString &name : existing)
        writeFile(QDir(folder).filePath(name), "-- " + name.toUtf8() + '\n');
    bool namingChoosable = false;
    w.exportMigration([&](ExportMigrationDialog *dialog) {
        dialog->setTarget(ExportMigrationDialog::Target::Folder, folder);
        namingChoosable = dialog->findChild<QComboBox *>(QStringLiteral("migrationNaming"))->isEnabled();
        dialog->setNaming(MigrationNaming(naming));
        dialog->setMigrationName(QStringLiteral("Add phone"));
        QCOMPARE(QFileInfo(dialog->targetFile()).fileName(), written);
    });
    QCOMPARE(namingChoosable, !scanMigrationNames(existing).naming.has_value());
    QStringList expected = existing;
    expected << written;
    expected.sort();
    QCOMPARE(QDir(folder).entryList(QDir::Files, QDir::Name), expected);
    const QString script = readTextFile(QDir(folder).filePath(written));
    QVERIFY2(script.contains(QStringLiteral("ADD COLUMN Phone")), qPrintable(script));
    for (const QString &name : existing) // untouched
        QCOMPARE(readTextFile(QDir(folder).filePath(name)), QStringLiteral("-- ") + name + u'\n');
}

void TestExportMigration::baselineFromAFile()
{
    Window w;
    // Compared with an older version of the file: the design adds Coupons to it.
    const QString older = w.writeShopWithoutCoupons();
    const QByteArray shop(kShop);
    ExportMigrationDialog dialog(w.document()->schema(), w.window.files()->baseline(), w.window.files()->baselineSource(),
                                 w.dir.path(), &w.window);
    QVERIFY(planned(&dialog));
    QVERIFY(dialog.preview()->plan().isEmpty()); // the remembered version is the design
    dialog.setBaselineFile(older);
    QVERIFY(planned(&dialog));
    QVERIFY(!dialog.preview()->plan().isEmpty());
    dialog.setTarget(ExportMigrationDialog::Target::OneFile, w.dir.filePath(QStringLiteral("coupons.sql")));
    QCOMPARE(dialog.exportNow(false), QString());
    const QString script = readTextFile(w.dir.filePath(QStringLiteral("coupons.sql")));
    QVERIFY2(script.contains(QStringLiteral("CREATE TABLE Coupons")), qPrintable(script));
    QCOMPARE(applied(QString::fromLatin1(shop.left(shop.indexOf("CREATE TABLE Coupons"))), script),
             statementsInOrder(w.document()->schema()));

    // A baseline with an error is refused with its position, and nothing can be written.
    const QString broken = w.dir.filePath(QStringLiteral("broken.sql"));
    writeFile(broken, "CREATE TABLE Customers (\n  CustomerId INT64 NOT NULL,,\n) PRIMARY KEY (CustomerId);\n");
    dialog.setBaselineFile(broken);
    QVERIFY(!planned(&dialog));
    const QString error = dialog.preview()->plan().error;
    QVERIFY2(error.contains(broken + QStringLiteral(":2:")), qPrintable(error));
    QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    QVERIFY(!dialog.exportNow(false).isEmpty());
    // A migrations folder: its history applied in order (not the .down.sql, not README.md).
    const QString folder = w.dir.filePath(QStringLiteral("history"));
    QVERIFY(QDir().mkpath(folder));
    writeFile(QDir(folder).filePath(QStringLiteral("000001_init.up.sql")), shop.left(shop.indexOf("CREATE TABLE Orders")));
    writeFile(QDir(folder).filePath(QStringLiteral("000001_init.down.sql")), "DROP TABLE Customers;\n");
    writeFile(QDir(folder).filePath(QStringLiteral("000002_orders.up.sql")),
              shop.mid(shop.indexOf("CREATE TABLE Orders"), shop.indexOf("CREATE TABLE Coupons") - shop.indexOf("CREATE TABLE Orders")));
    writeFile(QDir(folder).filePath(QStringLiteral("README.md")), "# not SQL\n");
    dialog.setBaselineFile(folder);
    QVERIFY2(planned(&dialog), qPrintable(dialog.preview()->plan().error));
    const migration::MigrationPlan &fromHistory = dialog.preview()->plan();
    QCOMPARE(fromHistory.steps.size(), size_t(1));
    QCOMPARE(fromHistory.steps.front().object, QStringLiteral("Coupons"));
    // A broken migration is named with its position.
    writeFile(QDir(folder).filePath(QStringLiteral("000003_bad.up.sql")), "ALTER TABLE Nowhere ADD COLUMN x INT64;\n");
    dialog.setBaselineFile(folder);
    QVERIFY(!planned(&dialog));
    QVERIFY2(dialog.preview()->plan().error.contains(QStringLiteral("000003_bad.up.sql:1:")), qPrintable(dialog.preview()->plan().error));

    // Another dialect: refused, convert first.
    const QString postgres = w.dir.filePath(QStringLiteral("pg.sql"));
    writeFile(postgres, "CREATE TABLE customers (customer_id bigint NOT NULL, PRIMARY KEY (customer_id));\n");
    dialog.setBaselineFile(postgres);
    QVERIFY(!planned(&dialog));
    QVERIFY2(dialog.preview()->plan().error.contains(QStringLiteral("dialects")), qPrintable(dialog.preview()->plan().error));
    QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    // Back to the remembered version.
    dialog.setBaselineFile({});
    QVERIFY(planned(&dialog));
    QVERIFY(dialog.preview()->plan().error.isEmpty());
}

// Choosing a baseline returns at once: it is read and planned on a pool thread, nothing can be
// exported until the plan is shown, and Cancel goes back to the remembered version, whose plan
// (not the file's, still coming) is shown.
void TestExportMigration::baselineIsReadInTheBackgroundAndCancelGoesBack()
{
    Window w;
    const QString older = w.writeShopWithoutCoupons();
    ExportMigrationDialog dialog(w.document()->schema(), w.window.files()->baseline(), w.window.files()->baselineSource(),
                                 w.dir.path(), &w.window);
    QVERIFY(planned(&dialog));
    dialog.setTarget(ExportMigrationDialog::Target::OneFile, w.dir.filePath(QStringLiteral("coupons.sql")));
    QPushButton *exportButton = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);

    dialog.setBaselineFile(older);
    QVERIFY(dialog.isPlanning());
    QVERIFY(!exportButton->isEnabled());
    QCOMPARE(dialog.exportNow(false), QStringLiteral("The migration is still being planned."));
    QVERIFY(planned(&dialog));
    QVERIFY(!dialog.preview()->plan().isEmpty()); // the file lacks Coupons
    QVERIFY(exportButton->isEnabled());

    dialog.setBaselineFile(older);
    auto *cancel = dialog.findChild<QPushButton *>(QStringLiteral("baselineCancel"));
    QVERIFY(cancel);
    cancel->click();
    QVERIFY(dialog.findChild<QRadioButton *>(QStringLiteral("baselineRemembered"))->isChecked());
    QVERIFY(planned(&dialog));
    QVERIFY(dialog.preview()->plan().isEmpty()); // the remembered version is the design
    QVERIFY(!exportButton->isEnabled());
}

void TestExportMigration::screenshots()
{
    const QString dir = qEnvironmentVariable("SSD_DESIGNER_SHOTS");
    if (dir.isEmpty())
        QSKIP("SSD_DESIGNER_SHOTS is not set");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("pt_BR")}) {
        QVERIFY(LanguageSwitcher::instance()->setLanguage(language));
        Window w;
        w.deleteTable("Coupons");
        w.addColumn("Customers", "Phone", "STRING(20)");
        w.setNotNull("Customers", "Email");
        const ObjectId orders = w.tableId("Orders");
        const ObjectId total = w.document()->schema().findTable(u"Orders")->findColumn(u"Total")->id;
        QVERIFY(pushSchemaEdit(w.document(), QStringLiteral("Type"), [&](Schema &s, ObjectId &) {
                    return edits::retypeColumn(s, orders, total, *parseColumnType(u"STRING(40)", Dialect::GoogleSql));
                }).ok());
        ExportMigrationDialog dialog(w.document()->schema(), w.window.files()->baseline(), w.window.files()->baselineSource(),
                                     w.dir.path(), &w.window);
    QVERIFY(planned(&dialog));
        dialog.setTarget(ExportMigrationDialog::Target::Folder, w.dir.filePath(QStringLiteral("migrations")));
        dialog.setMigrationName(QStringLiteral("add phone"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCoreApplication::processEvents();
        dialog.grab().save(dir + QStringLiteral("/designer-export-migration-%1.png").arg(language));
    }
    LanguageSwitcher::instance()->setLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestExportMigration)
#include "tst_exportmigration.moc"
