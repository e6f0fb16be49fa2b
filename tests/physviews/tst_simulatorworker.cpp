// The split simulator computes its run on a worker thread: Step returns at once and the GUI
// thread keeps handling events while a long run is computed; Cancel stops the worker (a run of
// 100,000 ticks, minutes of work, ends within seconds); inputs changed during a run discard it;
// pressing Step again while it runs starts no second run (the steps add up).

#include "ddl.h"
#include "document.h"
#include "splitsimulatordock.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QTest>
#include <QTimer>

using namespace ssd;

class TestSimulatorWorker : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void aLongRunLeavesTheGuiThreadFree();
    void cancelStopsTheWorker();
    void inputsChangedDuringARunDiscardIt();
    void stepDuringARunStartsNoSecondRun();

private:
    // UUID keys into Events: `ticks` ticks of 10 s (400 ticks are seconds of work).
    void configure(int ticks, int seed = 1);
    QMainWindow *m_window = nullptr;
    Document *m_document = nullptr;
    SplitSimulatorDock *m_sim = nullptr;
};

void TestSimulatorWorker::init()
{
    m_window = new QMainWindow;
    m_document = new Document(m_window);
    m_sim = new SplitSimulatorDock(m_document, m_window);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, m_sim);
    m_window->resize(1200, 800);
    m_window->show();
    const ParseResult parsed = parseDdl(u"CREATE TABLE Events (Id STRING(36) NOT NULL, Payload STRING(MAX)) PRIMARY KEY (Id)");
    QVERIFY(parsed.ok());
    m_document->reset(parsed.schema, {});
}

void TestSimulatorWorker::cleanup()
{
    delete m_window; // the dock stops and waits for a running worker
    m_window = nullptr;
}

void TestSimulatorWorker::configure(int ticks, int seed)
{
    SimulatorSettings s = m_sim->settings();
    s.table = QStringLiteral("Events");
    s.strategy = QStringLiteral("uuid4");
    s.ticks = ticks;
    s.seed = seed;
    m_sim->setSettings(s);
}

void TestSimulatorWorker::aLongRunLeavesTheGuiThreadFree()
{
    configure(400);
    QElapsedTimer clock;
    QList<qint64> ticks;
    QTimer timer;
    timer.setInterval(10);
    connect(&timer, &QTimer::timeout, this, [&] { ticks.append(clock.elapsed()); });
    clock.start();
    timer.start();
    m_sim->step(1);
    const qint64 returned = clock.elapsed();
    // Not computed here: on the GUI thread the tick would show by now.
    QVERIFY(m_sim->isRunning());
    QCOMPARE(m_sim->visibleTicks(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(!m_sim->isRunning(), 120000);
    const qint64 took = clock.elapsed();
    timer.stop();
    qInfo("400 ticks of UUID inserts: Step returned in %lld ms, the run took %lld ms, %lld timer ticks on the GUI thread meanwhile",
          returned, took, qint64(ticks.size()));
    QCOMPARE(m_sim->visibleTicks(), 1);
    QCOMPARE(int(m_sim->result().ticks.size()), 400);
    QVERIFY(m_sim->error().isEmpty());
    QVERIFY2(ticks.size() >= std::max<qint64>(3, took / 100), qPrintable(QStringLiteral("%1 ticks in %2 ms").arg(ticks.size()).arg(took)));
}

void TestSimulatorWorker::cancelStopsTheWorker()
{
    configure(100000); // far more than a test can wait for
    m_sim->setIndicatorDelay(0);
    m_sim->play();
    QVERIFY(m_sim->isPlaying());
    auto *cancel = m_sim->indicator()->findChild<QPushButton *>(QStringLiteral("simCancel"));
    QVERIFY(cancel);
    QTRY_VERIFY(cancel->isVisible());
    QTest::qWait(300); // some ticks computed
    // SSD_PHYSVIEWS_SHOTS=DIR keeps a picture of the dock with its progress.
    if (const QString dir = qEnvironmentVariable("SSD_PHYSVIEWS_SHOTS"); !dir.isEmpty())
        QVERIFY(m_window->grab().save(dir + QStringLiteral("/simulator-progress.png")));
    QElapsedTimer clock;
    clock.start();
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(!m_sim->indicator()->isVisible());
    QVERIFY(!m_sim->isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(!m_sim->isRunning(), 30000);
    qInfo("the worker stopped %lld ms after Cancel", clock.elapsed());
    QCOMPARE(m_sim->visibleTicks(), 0);
    QVERIFY(m_sim->result().ticks.empty());
    auto *status = m_sim->findChild<QLabel *>(QStringLiteral("simStatus"));
    QVERIFY(status);
    QCOMPARE(status->text(), QStringLiteral("Simulation cancelled: press Play or Step to run it again."));
    // Play computes it again.
    configure(20);
    m_sim->play();
    QTRY_VERIFY_WITH_TIMEOUT(m_sim->visibleTicks() >= 1, 60000);
    QCOMPARE(int(m_sim->result().ticks.size()), 20);
}

void TestSimulatorWorker::inputsChangedDuringARunDiscardIt()
{
    configure(400);
    m_sim->step(1);
    QVERIFY(m_sim->isRunning());
    configure(30, 7); // new inputs: the run of 400 ticks is stopped and never shown
    QCOMPARE(m_sim->visibleTicks(), 0);
    m_sim->step(2);
    QTRY_VERIFY_WITH_TIMEOUT(!m_sim->isRunning() && m_sim->visibleTicks() > 0, 120000);
    QCOMPARE(m_sim->visibleTicks(), 2);
    QCOMPARE(int(m_sim->result().ticks.size()), 30);
}

void TestSimulatorWorker::stepDuringARunStartsNoSecondRun()
{
    configure(200);
    m_sim->step(1);
    QVERIFY(m_sim->isRunning());
    m_sim->step(2);
    m_sim->step(3);
    QTRY_VERIFY_WITH_TIMEOUT(!m_sim->isRunning(), 120000);
    QCOMPARE(m_sim->visibleTicks(), 6);
    QTest::qWait(200);
    QVERIFY(!m_sim->isRunning()); // nothing queued behind it
    QCOMPARE(int(m_sim->result().ticks.size()), 200);
}

QTEST_MAIN(TestSimulatorWorker)
#include "tst_simulatorworker.moc"
