// The designer's language switch, driven like a user: View > Language > Português (Brasil) on
// the real main window, then back to English, without recreating anything. Checks the texts
// a user sees: menu titles, actions, dock titles, the window title, the checklist's messages
// (re-run in the new language), the lessons menu and, when Qt's own catalogue is installed,
// Qt's standard buttons.

#include "checklistdock.h"
#include "ddl.h"
#include "ddldock.h"
#include "document.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "physicalviews.h"
#include "propertiesdock.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFile>
#include <QLibraryInfo>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace {

// A commit timestamp first in the key: one pk-commit-timestamp-first finding.
const QString kSchema = u"CREATE TABLE Events (\n"
                        "  EventTime TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp = true),\n"
                        "  Id INT64,\n"
                        ") PRIMARY KEY (EventTime);\n"_s;

QStringList menuTitles(QMainWindow &window)
{
    QStringList titles;
    for (QAction *action : window.menuBar()->actions())
        if (action->menu())
            titles << action->text();
    return titles;
}

QString findingMessage(ssd::MainWindow &window, const QString &ruleId)
{
    window.checklistDock()->refreshNow();
    const QTreeWidget *tree = window.checklistDock()->tree();
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        for (int j = 0; j < tree->topLevelItem(i)->childCount(); ++j)
            if (const QTreeWidgetItem *item = tree->topLevelItem(i)->child(j); item->text(0) == ruleId)
                return item->text(2);
    return {};
}

QAction *languageAction(ssd::MainWindow &window, const QString &code)
{
    return window.findChild<QAction *>(u"language-"_s + code);
}

} // namespace

class TestLanguageSwitch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the saved choice goes to a scratch QSettings
        QCoreApplication::setOrganizationName(u"SpannerSchemaDesignerTests"_s);
        QCoreApplication::setApplicationName(u"translations_gui"_s);
        QSettings().clear();
    }

    void systemLanguage_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("language");
        QTest::newRow("Brazil") << u"pt_BR"_s << u"pt_BR"_s;
        QTest::newRow("Portugal gets the Brazilian catalogue") << u"pt_PT"_s << u"pt_BR"_s;
        QTest::newRow("US English") << u"en_US"_s << u"en"_s;
        QTest::newRow("German falls back to English") << u"de_DE"_s << u"en"_s;
        QTest::newRow("C locale") << u"C"_s << u"en"_s;
    }

    void systemLanguage()
    {
        QFETCH(QString, locale);
        QFETCH(QString, language);
        QCOMPARE(ssd::LanguageSwitcher::languageFor(QLocale(locale)), language);
    }

    void unknownLanguageIsRefused()
    {
        ssd::LanguageSwitcher *switcher = ssd::LanguageSwitcher::instance();
        QVERIFY(switcher->setLanguage(u"en"_s));
        QVERIFY(!switcher->setLanguage(u"de"_s));
        QCOMPARE(switcher->language(), u"en"_s);
    }

    void switchAtRunTime()
    {
        ssd::LanguageSwitcher *switcher = ssd::LanguageSwitcher::instance();
        QVERIFY(switcher->setLanguage(u"en"_s));
        ssd::MainWindow window;
        window.document()->reset(ssd::parseDdl(kSchema).schema, {}, kSchema);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // English to start with.
        QCOMPARE(menuTitles(window).value(0), u"&File"_s);
        QVERIFY(menuTitles(window).contains(u"&View"_s));
        QCOMPARE(window.checklistDock()->windowTitle(), u"Checklist"_s);
        QCOMPARE(window.findChild<QAction *>(u"actionSave"_s)->text(), u"&Save"_s);
        QVERIFY(window.windowTitle().startsWith(u"Untitled"_s));
        const QString english = findingMessage(window, u"pk-commit-timestamp-first"_s);
        QVERIFY2(english.contains(u"is a commit timestamp"_s), qPrintable(english));
        QAction *portuguese = languageAction(window, u"pt_BR"_s);
        QVERIFY(portuguese);
        QCOMPARE(portuguese->text(), u"Português (Brasil)"_s);
        QVERIFY(languageAction(window, u"en"_s)->isChecked());

        // A lesson is open: its dock, text and preset buttons follow the language too.
        QVERIFY(window.physicalViews()->openLesson(u"interleaving"_s));
        window.document()->reset(ssd::parseDdl(kSchema).schema, {}, kSchema);
        QCOMPARE(window.physicalViews()->lessonDock()->windowTitle(), u"Lesson: Interleaving (music)"_s);

        // View > Language > Português (Brasil): everything follows, no restart.
        portuguese->trigger();
        QCOMPARE(switcher->language(), u"pt_BR"_s);
        QTRY_COMPARE(menuTitles(window).value(0), u"&Arquivo"_s);
        QVERIFY2(menuTitles(window).contains(u"E&xibir"_s), qPrintable(menuTitles(window).join(u", ")));
        QVERIFY(menuTitles(window).contains(u"Aj&uda"_s));
        QCOMPARE(window.checklistDock()->windowTitle(), u"Lista de verificação"_s);
        QCOMPARE(window.ddlDock()->windowTitle(), u"DDL"_s);
        QCOMPARE(window.propertiesDock()->windowTitle(), u"Propriedades"_s);
        QCOMPARE(window.findChild<QAction *>(u"actionSave"_s)->text(), u"&Salvar"_s);
        QCOMPARE(window.findChild<QAction *>(u"lesson-interleaving"_s)->text(), u"Intercalação (música)"_s);
        QVERIFY2(window.windowTitle().startsWith(u"Sem título"_s), qPrintable(window.windowTitle()));
        QVERIFY(portuguese->isChecked());
        QCOMPARE(window.physicalViews()->lessonDock()->windowTitle(), u"Lição: Intercalação (música)"_s);
        const auto *lessonText = window.findChild<QTextBrowser *>(u"lessonText"_s);
        QVERIFY2(lessonText->toPlainText().contains(u"árvore de linhas"_s), qPrintable(lessonText->toPlainText()));
        QCOMPARE(window.findChild<QPushButton *>(u"lessonPreset0"_s)->text(),
                 u"Inserções em Albums (ids de álbum sequenciais por cantor)"_s);
        // A lesson opened now comes with its schema's comments in Portuguese.
        QVERIFY(window.physicalViews()->openLesson(u"multi-tenancy"_s));
        QVERIFY2(window.document()->sourceText().startsWith(u"-- Lição: multilocação."_s),
                 qPrintable(window.document()->sourceText().left(80)));
        QCOMPARE(window.physicalViews()->lessonDock()->windowTitle(), u"Lição: Multilocação"_s);
        window.document()->reset(ssd::parseDdl(kSchema).schema, {}, kSchema);
        const QString translated = findingMessage(window, u"pk-commit-timestamp-first"_s);
        QVERIFY2(translated.contains(u"é um carimbo de data/hora de commit"_s), qPrintable(translated));
        QVERIFY2(translated.contains(u"`EventTime`"_s), qPrintable(translated)); // identifiers untouched
        QCOMPARE(QSettings().value(u"ui/language"_s).toString(), u"pt_BR"_s); // remembered for the next start

        // Qt's own catalogue: standard buttons in Portuguese (when qt6-translations-l10n is installed).
        if (QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + u"/qtbase_pt_BR.qm"_s)) {
            QDialogButtonBox buttons(QDialogButtonBox::Cancel);
            QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), u"Cancelar"_s);
        }

        // And back to English.
        languageAction(window, u"en"_s)->trigger();
        QTRY_COMPARE(menuTitles(window).value(0), u"&File"_s);
        QCOMPARE(window.checklistDock()->windowTitle(), u"Checklist"_s);
        QCOMPARE(window.findChild<QAction *>(u"lesson-interleaving"_s)->text(), u"Interleaving (music)"_s);
        QCOMPARE(findingMessage(window, u"pk-commit-timestamp-first"_s), english);
        QCOMPARE(window.physicalViews()->lessonDock()->windowTitle(), u"Lesson: Multi-tenancy"_s);
        QCOMPARE(QSettings().value(u"ui/language"_s).toString(), u"en"_s);
        {
            QDialogButtonBox buttons(QDialogButtonBox::Cancel);
            QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), u"Cancel"_s);
        }
    }
};

QTEST_MAIN(TestLanguageSwitch)
#include "tst_languageswitch.moc"
