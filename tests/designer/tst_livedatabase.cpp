// The designer's live database (issue #13) in the real window under QT_QPA_PLATFORM=offscreen,
// against the Spanner emulator the test starts on free loopback ports (label emulator; skipped,
// saying why, where the emulator is not installed): File > Open Database, Compare with
// Database after an edit, Apply to Database (destructive steps left out until ticked; a batch
// failing mid-way), Update from Database keeping positions, and an endpoint that never answers
// or refuses (a dialog within seconds, the window's event loop running all along).
//
// SSD_DESIGNER_SHOTS=dir keeps pictures of the dialogs in English and Portuguese.

#include "actionhandler.h"
#include "edits/columntypes.h"
#include "commands.h"
#include "databasecontroller.h"
#include "databaseplandialog.h"
#include "document.h"
#include "filecontroller.h"
#include "languageswitcher.h"
#include "localemulator.h"
#include "mainwindow.h"
#include "migrationpreview.h"
#include "modaldialogs.h"
#include "opendatabasedialog.h"
#include "edits/schemaedits.h"

#include <QAction>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ssd;
using namespace ssd::spanner;

namespace {

QString S(const char *text) { return QString::fromUtf8(text); }

const QStringList kShop = {
    S("CREATE TABLE Customers (CustomerId INT64 NOT NULL, Name STRING(100)) PRIMARY KEY (CustomerId)"),
    S("CREATE TABLE Orders (CustomerId INT64 NOT NULL, OrderId INT64 NOT NULL, Total NUMERIC) "
      "PRIMARY KEY (CustomerId, OrderId), INTERLEAVE IN PARENT Customers ON DELETE CASCADE"),
    S("CREATE TABLE Coupons (Code STRING(20) NOT NULL, Percent INT64) PRIMARY KEY (Code)"),
};
const QStringList kShopPostgres = {
    S("CREATE TABLE customers (customer_id bigint NOT NULL, name varchar(100), PRIMARY KEY (customer_id))"),
    S("CREATE TABLE coupons (code varchar(20) NOT NULL, percent bigint, PRIMARY KEY (code))"),
};

// The text and details of the next message box, which it then closes.
struct SeenBox
{
    QString text;
    QString details;
    bool seen = false;
};
void captureNextMessageBox(SeenBox *seen, const QString &shot = {})
{
    whenModalOpens<QMessageBox>([seen, shot](QMessageBox *box) {
        seen->text = box->text();
        seen->details = box->detailedText();
        seen->seen = true;
        if (!shot.isEmpty())
            box->grab().save(shot);
        box->done(QMessageBox::Ok);
    });
}

} // namespace

class TestLiveDatabase : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void openDatabase_data();
    void openDatabase();
    void compareAfterEdit();
    void applyLeavesDropsOutUntilTicked();
    void batchFailingMidWay();
    void updateKeepsPositions();
    void unreachableEndpoint();
    void silentEndpointCancelled();
    void screenshots();

private:
    // A database of the test instance holding `statements`; its target for the designer.
    LiveTarget makeDatabase(const QString &id, const QStringList &statements, Dialect dialect = Dialect::GoogleSql);
    // Runs File > Open Database with `target` typed into the dialog.
    static void openThroughMenu(MainWindow &window, const LiveTarget &target);
    static void addColumn(Document *document, const char *table, const char *column, const char *type);
    static void deleteTable(Document *document, const char *table);

    QString m_skip;
    LocalEmulator m_emulator;
    std::unique_ptr<SpannerClient> m_client;
    const QString m_project = S("p"), m_instance = S("designer");
};

void TestLiveDatabase::initTestCase()
{
    QCoreApplication::setOrganizationName(S("ssd-tests"));
    QCoreApplication::setApplicationName(S("designer-livedatabase-test"));
    QSettings().remove(S("liveDatabases"));
    const QString binaries = LocalEmulator::findBinaryDir(&m_skip);
    if (binaries.isEmpty())
        return; // the tests that need it skip with m_skip; the unreachable endpoint runs
    m_skip.clear();
    const SpannerStatus started = m_emulator.start(binaries);
    QVERIFY2(!started, qPrintable(started ? started->toString() : QString()));
    m_client = std::make_unique<SpannerClient>(ClientOptions{m_emulator.restEndpoint()});
    QVERIFY(!m_client->createInstance(m_project, m_instance, S("emulator-config")));
}

void TestLiveDatabase::cleanupTestCase() { m_emulator.stop(); }

LiveTarget TestLiveDatabase::makeDatabase(const QString &id, const QStringList &statements, Dialect dialect)
{
    const DatabaseName name{m_project, m_instance, id};
    const SpannerStatus created = m_client->createDatabase(name, dialect, statements);
    if (created)
        qWarning("%s", qPrintable(created->toString()));
    return LiveTarget{name, m_emulator.restEndpoint().toString()};
}

void TestLiveDatabase::openThroughMenu(MainWindow &window, const LiveTarget &target)
{
    whenModalOpens<OpenDatabaseDialog>([target](OpenDatabaseDialog *dialog) {
        dialog->setUri(target.database.uri());
        dialog->setEmulatorEndpoint(target.emulatorEndpoint);
        if (dialog->error().isEmpty())
            dialog->accept();
        else
            dialog->reject();
    });
    window.databases()->openAction()->trigger();
}

void TestLiveDatabase::addColumn(Document *document, const char *table, const char *column, const char *type)
{
    const ObjectId id = document->schema().findTable(S(table))->id;
    const ColumnType columnType = *parseColumnType(S(type), document->schema().dialect);
    const EditResult result = pushSchemaEdit(document, S("Add column"), [&](Schema &s, ObjectId &created) {
        return edits::addColumn(s, id, S(column), columnType, false, created);
    });
    QVERIFY2(result.ok(), qPrintable(result.error));
}

void TestLiveDatabase::deleteTable(Document *document, const char *table)
{
    const ObjectId id = document->schema().findTable(S(table))->id;
    QVERIFY(pushSchemaEdit(document, S("Delete"), [id](Schema &s, ObjectId &) { return edits::deleteTable(s, id); }).ok());
}

void TestLiveDatabase::openDatabase_data()
{
    QTest::addColumn<int>("dialect");
    QTest::addColumn<QStringList>("statements");
    QTest::newRow("GoogleSQL") << int(Dialect::GoogleSql) << kShop;
    QTest::newRow("PostgreSQL") << int(Dialect::PostgreSql) << kShopPostgres;
}

// The schema appears as if imported (every table placed), the window names the database, and the
// design remembers it in its project file.
void TestLiveDatabase::openDatabase()
{
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    QFETCH(int, dialect);
    QFETCH(QStringList, statements);
    const LiveTarget target = makeDatabase(S("open%1").arg(dialect), statements, Dialect(dialect));
    MainWindow window;
    window.show();
    openThroughMenu(window, target);
    const Schema &schema = window.document()->schema();
    QCOMPARE(int(schema.dialect), dialect);
    QCOMPARE(schema.tables.size(), size_t(statements.size()));
    for (const Table &table : schema.tables)
        QVERIFY2(window.document()->hasPosition(table.id), qPrintable(table.name));
    QCOMPARE(window.files()->liveDatabase(), target.database.uri());
    QCOMPARE(window.files()->liveEndpoint(), target.emulatorEndpoint);
    QLabel *indicator = window.databases()->indicator();
    QVERIFY(indicator->isVisible());
    QVERIFY2(indicator->text().contains(target.database.database), qPrintable(indicator->text()));
    QVERIFY(window.windowTitle().contains(target.database.database));
    QCOMPARE(OpenDatabaseDialog::recentDatabases().front().database, target.database);

    QTemporaryDir dir;
    const QString path = dir.filePath(S("shop.spdesign"));
    QString error;
    QVERIFY2(window.files()->saveTo(path, &error), qPrintable(error));
    MainWindow reopened;
    QVERIFY2(reopened.files()->openFile(path, &error), qPrintable(error));
    QCOMPARE(reopened.files()->liveDatabase(), target.database.uri());
    QCOMPARE(reopened.files()->liveEndpoint(), target.emulatorEndpoint);
    QVERIFY(!reopened.databases()->indicator()->isHidden());
}

void TestLiveDatabase::compareAfterEdit()
{
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    const LiveTarget target = makeDatabase(S("compare"), kShop);
    MainWindow window;
    window.show();
    QVERIFY(window.databases()->openDatabase(target));
    addColumn(window.document(), "Customers", "Phone", "STRING(20)");
    const QStringList before = m_client->getDdl(target.database).value();
    QStringList statements;
    bool seen = false;
    whenModalOpens<DatabasePlanDialog>([&](DatabasePlanDialog *dialog) {
        seen = true;
        statements = dialog->includedStatements();
        dialog->reject();
    });
    window.databases()->compare();
    QVERIFY(seen);
    QCOMPARE(statements, QStringList{S("ALTER TABLE Customers ADD COLUMN Phone STRING(20)")});
    // Compare changes nothing in the database.
    QCOMPARE(m_client->getDdl(target.database).value(), before);

    // A table renamed in the designer since the database was opened is a rename (ids).
    const ObjectId coupons = window.document()->schema().findTable(S("Coupons"))->id;
    QVERIFY(pushSchemaEdit(window.document(), S("Rename"), [coupons](Schema &s, ObjectId &) {
                return edits::renameTable(s, coupons, S("Vouchers"));
            }).ok());
    whenModalOpens<DatabasePlanDialog>([&](DatabasePlanDialog *dialog) {
        statements = dialog->includedStatements();
        dialog->reject();
    });
    window.databases()->compare();
    QVERIFY2(statements.contains(S("ALTER TABLE Coupons RENAME TO Vouchers")), qPrintable(statements.join(u'\n')));
    QVERIFY2(!statements.join(u' ').contains(S("DROP TABLE")), qPrintable(statements.join(u'\n')));
}

// The plan's drop stays out until ticked; Apply runs the rest, and the result lists it.
void TestLiveDatabase::applyLeavesDropsOutUntilTicked()
{
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    const LiveTarget target = makeDatabase(S("apply"), kShop);
    MainWindow window;
    window.show();
    QVERIFY(window.databases()->openDatabase(target));
    addColumn(window.document(), "Customers", "Phone", "STRING(20)");
    deleteTable(window.document(), "Coupons");
    SeenBox result;
    int steps = 0, ticked = 0;
    whenModalOpens<DatabasePlanDialog>([&](DatabasePlanDialog *dialog) {
        steps = int(dialog->preview()->plan().steps.size());
        ticked = dialog->preview()->includedCount();
        captureNextMessageBox(&result);
        dialog->applyButton()->click();
    });
    window.databases()->apply();
    QCOMPARE(steps, 2);
    QCOMPARE(ticked, 1);
    QVERIFY(result.seen);
    QVERIFY2(result.text.contains(S("Applied 1 statement")), qPrintable(result.text));
    QVERIFY2(result.details.contains(S("1. ALTER TABLE Customers ADD COLUMN Phone STRING(20);")), qPrintable(result.details));
    const QStringList live = m_client->getDdl(target.database).value();
    QCOMPARE(live.size(), 3); // Coupons is still there
    QVERIFY2(live.front().contains(S("Phone STRING(20)")), qPrintable(live.front()));

    // Ticked, the drop runs too.
    whenModalOpens<DatabasePlanDialog>([&](DatabasePlanDialog *dialog) {
        steps = int(dialog->preview()->plan().steps.size());
        dialog->preview()->setIncluded(0, true);
        captureNextMessageBox(&result);
        dialog->applyButton()->click();
    });
    window.databases()->apply();
    QCOMPARE(steps, 1);
    QVERIFY2(result.details.contains(S("DROP TABLE Coupons")), qPrintable(result.details));
    QCOMPARE(m_client->getDdl(target.database)->size(), 2);
}

// Spanner keeps the statements before the one that fails: the dialog says which.
void TestLiveDatabase::batchFailingMidWay()
{
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    const LiveTarget target = makeDatabase(S("midway"), {S("CREATE TABLE T (A INT64, B STRING(MAX)) PRIMARY KEY (A)")});
    QVERIFY(m_client->executeDml(target.database, {S("INSERT INTO T (A, B) VALUES (1, 'x'), (2, 'x')")}));
    MainWindow window;
    window.show();
    QVERIFY(window.databases()->openDatabase(target));
    SeenBox result;
    captureNextMessageBox(&result);
    QVERIFY(!window.databases()->applyStatements(
        target, {S("CREATE TABLE U (A INT64) PRIMARY KEY (A)"), S("CREATE UNIQUE INDEX TB ON T(B)"),
                 S("CREATE TABLE V (A INT64) PRIMARY KEY (A)")}));
    QVERIFY(result.seen);
    QVERIFY2(result.text.contains(S("applied 1 of 3")), qPrintable(result.text));
    QVERIFY2(result.text.contains(S("stopped at statement 2")), qPrintable(result.text));
    QVERIFY2(result.text.contains(S("uniqueness violation on index TB")), qPrintable(result.text));
    QVERIFY2(result.details.contains(S("Applied:\n1. CREATE TABLE U")), qPrintable(result.details));
    QVERIFY2(result.details.contains(S("Failed:\n2. CREATE UNIQUE INDEX TB")), qPrintable(result.details));
    QVERIFY2(result.details.contains(S("Not applied:\n3. CREATE TABLE V")), qPrintable(result.details));
}

// Live changes come in as one undo step; a table that still exists stays where it was.
void TestLiveDatabase::updateKeepsPositions()
{
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    const LiveTarget target = makeDatabase(S("update"), kShop);
    MainWindow window;
    window.show();
    QVERIFY(window.databases()->openDatabase(target));
    Document *document = window.document();
    const ObjectId customers = document->schema().findTable(S("Customers"))->id;
    pushMoveTables(document, {{customers, QPointF(1234, 567)}}, S("Move"));
    QVERIFY(!m_client->updateDdl(target.database, {S("CREATE TABLE Gifts (GiftId INT64 NOT NULL) PRIMARY KEY (GiftId)"),
                                                   S("ALTER TABLE Customers ADD COLUMN Email STRING(200)"),
                                                   S("DROP TABLE Coupons")}));
    const int undoSteps = document->undoStack()->count();
    QVERIFY(window.databases()->updateFromDatabase());
    QCOMPARE(document->undoStack()->count(), undoSteps + 1);
    const Schema &schema = document->schema();
    QVERIFY(schema.findTable(S("Gifts")));
    QVERIFY(!schema.findTable(S("Coupons")));
    QVERIFY(schema.findTable(S("Customers"))->findColumn(S("Email")));
    QCOMPARE(schema.findTable(S("Customers"))->id, customers);
    QCOMPARE(document->position(customers), QPointF(1234, 567));
    QVERIFY(document->hasPosition(schema.findTable(S("Gifts"))->id));
    document->undoStack()->undo();
    QVERIFY(!document->schema().findTable(S("Gifts")));
    QVERIFY(document->schema().findTable(S("Coupons")));
    // Nothing new: nothing pushed.
    document->undoStack()->redo();
    QVERIFY(!window.databases()->updateFromDatabase());
    QCOMPARE(document->undoStack()->count(), undoSteps + 1);
}

// A port nobody listens on: the error dialog comes at once, with the reason.
void TestLiveDatabase::unreachableEndpoint()
{
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    const quint16 port = probe.serverPort();
    probe.close();
    const LiveTarget target{DatabaseName{S("p"), S("i"), S("d")}, S("http://127.0.0.1:%1").arg(port)};
    MainWindow window;
    window.show();
    SeenBox error;
    captureNextMessageBox(&error);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(!window.databases()->openDatabase(target));
    QVERIFY(error.seen);
    QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY2(error.text.contains(S("127.0.0.1:%1").arg(port)) || error.text.contains(S("refused"), Qt::CaseInsensitive),
             qPrintable(error.text));
    QVERIFY2(error.text.contains(S("UNAVAILABLE")), qPrintable(error.text));
    QCOMPARE(window.files()->liveDatabase(), QString()); // nothing opened
}

// A server that accepts and never answers: the progress dialog shows, the GUI thread keeps
// running its event loop, and Cancel ends the wait within a second, without an error dialog.
void TestLiveDatabase::silentEndpointCancelled()
{
    QTcpServer silent;
    QVERIFY(silent.listen(QHostAddress::LocalHost));
    const LiveTarget target{DatabaseName{S("p"), S("i"), S("d")}, S("http://127.0.0.1:%1").arg(silent.serverPort())};
    MainWindow window;
    window.show();
    int ticks = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, [&ticks] { ++ticks; });
    ticker.start(10);
    bool progressShown = false;
    QElapsedTimer sinceCancel;
    whenModalOpens<QProgressDialog>([&](QProgressDialog *dialog) {
        progressShown = true;
        QTimer::singleShot(400, dialog, [dialog, &sinceCancel] {
            sinceCancel.start();
            QPushButton *cancel = dialog->findChild<QPushButton *>();
            QVERIFY(cancel);
            cancel->click(); // as a user does (QProgressDialog::cancel() would not say canceled())
        });
    });
    SeenBox error;
    captureNextMessageBox(&error);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(!window.databases()->openDatabase(target));
    QVERIFY(progressShown);
    QVERIFY2(sinceCancel.isValid() && sinceCancel.elapsed() < 1000, qPrintable(QString::number(sinceCancel.elapsed())));
    QVERIFY2(ticks > clock.elapsed() / 10 / 3, qPrintable(S("%1 ticks in %2 ms").arg(ticks).arg(clock.elapsed())));
    QTest::qWait(100);
    QVERIFY(!error.seen); // cancelled: no error dialog
    // The box handler is still waiting; close the next box it would have seen.
    QMessageBox::information(&window, S("end"), S("end"));
}

void TestLiveDatabase::screenshots()
{
    const QString dir = qEnvironmentVariable("SSD_DESIGNER_SHOTS");
    if (dir.isEmpty())
        QSKIP("SSD_DESIGNER_SHOTS is not set");
    if (!m_skip.isEmpty())
        QSKIP(qPrintable(m_skip));
    for (const QString &language : {S("en"), S("pt_BR")}) {
        QVERIFY(LanguageSwitcher::instance()->setLanguage(language));
        const LiveTarget target = makeDatabase(S("shots-%1").arg(language).replace(u'_', u'-').toLower(), kShop);
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        whenModalOpens<OpenDatabaseDialog>([&](OpenDatabaseDialog *dialog) {
            dialog->setUri(target.database.uri());
            dialog->setEmulatorEndpoint(target.emulatorEndpoint);
            dialog->resize(dialog->sizeHint());
            dialog->grab().save(dir + S("/designer-open-database-%1.png").arg(language));
            dialog->accept();
        });
        window.databases()->openAction()->trigger();
        QTest::qWait(200); // the first look (fit to the tables) and the status bar's layout
        window.grab().save(dir + S("/designer-opened-database-%1.png").arg(language));
        addColumn(window.document(), "Customers", "Phone", "STRING(20)");
        deleteTable(window.document(), "Coupons");
        SeenBox result;
        whenModalOpens<DatabasePlanDialog>([&](DatabasePlanDialog *dialog) {
            dialog->grab().save(dir + S("/designer-apply-database-%1.png").arg(language));
            captureNextMessageBox(&result, dir + S("/designer-apply-result-%1.png").arg(language));
            dialog->applyButton()->click();
        });
        window.databases()->apply();
        QVERIFY(result.seen);
        result = {};
        captureNextMessageBox(&result, dir + S("/designer-database-error-%1.png").arg(language));
        window.databases()->openDatabase(LiveTarget{DatabaseName{m_project, m_instance, S("missing")}, target.emulatorEndpoint});
        QVERIFY(result.seen);
    }
    LanguageSwitcher::instance()->setLanguage(S("en"));
}

QTEST_MAIN(TestLiveDatabase)
#include "tst_livedatabase.moc"
