// File > Export Documentation in the real window: the dialog writes the pages of the open design
// (off the GUI thread, the window keeps running), reports a folder it cannot write in the dialog,
// and its texts are in pt_BR when the designer is.

#include "readtextfile.h"
#include "actionhandler.h"
#include "exportdocsdialog.h"
#include "filecontroller.h"
#include "mainwindow.h"
#include "modaldialogs.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace ssd;

namespace {

const char kMusic[] =
    "CREATE TABLE Singers (SingerId INT64 NOT NULL, Name STRING(1024)) PRIMARY KEY (SingerId);\n"
    "CREATE TABLE Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL, Title STRING(MAX))\n"
    "  PRIMARY KEY (SingerId, AlbumId), INTERLEAVE IN PARENT Singers ON DELETE CASCADE;\n"
    "CREATE TABLE Reviews (ReviewId STRING(36) NOT NULL, SingerId INT64 NOT NULL,\n"
    "  CONSTRAINT FK_ReviewsSingers FOREIGN KEY (SingerId) REFERENCES Singers (SingerId)) PRIMARY KEY (ReviewId);\n";

struct Window
{
    QTemporaryDir dir;
    MainWindow window;
    Window()
    {
        const QString path = dir.filePath(QStringLiteral("music.sql"));
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write(kMusic);
        file.close();
        QString error;
        if (!window.files()->openFile(path, &error))
            qWarning("%s", qPrintable(error));
        window.show();
    }
    QAction *action() const { return window.actions()->action(QStringLiteral("actionExportDocs")); }
};

} // namespace

class TestExportDocs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exportsBothFormats_data();
    void exportsBothFormats();
    void unwritableFolderIsReportedInTheDialog();
    void dialogInPortuguese();
};

void TestExportDocs::exportsBothFormats_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("indexPage");
    QTest::addColumn<QString>("tablePage");
    QTest::newRow("markdown") << int(docs::Format::Markdown) << QStringLiteral("README.md") << QStringLiteral("tables/Singers.md");
    QTest::newRow("html") << int(docs::Format::Html) << QStringLiteral("index.html") << QStringLiteral("tables/Singers.html");
}

void TestExportDocs::exportsBothFormats()
{
    QFETCH(int, format);
    QFETCH(QString, indexPage);
    QFETCH(QString, tablePage);
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    QVERIFY(w.window.actions()->fileMenu()->actions().contains(w.action()));
    const QString folder = w.dir.filePath(QStringLiteral("docs"));
    bool ran = false;
    whenModalOpens<ExportDocsDialog>([&](ExportDocsDialog *dialog) {
        auto *combo = dialog->findChild<QComboBox *>(QStringLiteral("docsFormat"));
        combo->setCurrentIndex(combo->findData(format));
        dialog->findChild<QLineEdit *>(QStringLiteral("docsFolder"))->setText(folder);
        dialog->accept();
        // The worker runs while the dialog's event loop goes on.
        ran = dialog->isRunning() || dialog->result() == QDialog::Accepted;
    });
    w.action()->trigger(); // returns when the dialog has closed
    QVERIFY(ran);
    const QString index = readTextFile(QDir(folder).filePath(indexPage));
    QVERIFY2(index.contains(u"Singers") && index.contains(u"Reviews"), qPrintable(index.left(400)));
    QVERIFY(index.contains(u"music.sql"));
    const QString singers = readTextFile(QDir(folder).filePath(tablePage));
    QVERIFY(singers.contains(u"Albums"));       // its interleaved child
    QVERIFY(singers.contains(u"FK_ReviewsSingers")); // the key that references it
    QVERIFY(readTextFile(QDir(folder).filePath(QStringLiteral("diagrams/Singers.svg"))).startsWith(u"<?xml"));
    QVERIFY(readTextFile(QDir(folder).filePath(QStringLiteral("diagrams/schema.svg"))).contains(u"Reviews"));
}

void TestExportDocs::unwritableFolderIsReportedInTheDialog()
{
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    const QString blocker = w.dir.filePath(QStringLiteral("taken"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QString error;
    bool stayedOpen = false;
    whenModalOpens<ExportDocsDialog>([&](ExportDocsDialog *dialog) {
        dialog->findChild<QLineEdit *>(QStringLiteral("docsFolder"))->setText(blocker);
        QSignalSpy finished(dialog, &ExportDocsDialog::exportFinished);
        dialog->accept();
        if (finished.isEmpty())
            finished.wait(30000);
        error = dialog->errorText();
        stayedOpen = dialog->isVisible();
        dialog->reject();
    });
    w.action()->trigger();
    QVERIFY(stayedOpen);
    QVERIFY2(error.contains(blocker), qPrintable(error));
}

void TestExportDocs::dialogInPortuguese()
{
    QTranslator translator;
    QVERIFY(translator.load(QLocale(QStringLiteral("pt_BR")), QStringLiteral("spanner-schema-designer"), QStringLiteral("_"),
                            QStringLiteral(":/i18n")));
    QCoreApplication::installTranslator(&translator);
    const Schema empty;
    ExportDocsDialog dialog(empty, docs::Options{}, QString());
    const QString title = dialog.windowTitle();
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(title, QStringLiteral("Exportar documentação"));
}

QTEST_MAIN(TestExportDocs)
#include "tst_exportdocs.moc"
