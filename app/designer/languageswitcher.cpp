#include "languageswitcher.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QPointer>
#include <QSettings>

namespace ssd {

namespace {

const QString kSettingsKey = QStringLiteral("ui/language");
const QString kCatalogue = QStringLiteral("spanner-schema-designer");

} // namespace

LanguageSwitcher::LanguageSwitcher(QObject *parent)
    : QObject(parent)
{
}

LanguageSwitcher *LanguageSwitcher::instance()
{
    static QPointer<LanguageSwitcher> switcher;
    if (!switcher)
        switcher = new LanguageSwitcher(QCoreApplication::instance());
    return switcher;
}

QList<LanguageSwitcher::Language> LanguageSwitcher::available()
{
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("pt_BR"), QStringLiteral("Português (Brasil)")}};
}

QString LanguageSwitcher::languageFor(const QLocale &locale)
{
    // uiLanguages() lists the user's preferences in order (LANGUAGE, LC_ALL, LC_MESSAGES, LANG
    // on Unix); the first that we have a catalogue for wins, English is the source language.
    for (const QString &name : locale.uiLanguages()) {
        const QLocale candidate(name);
        if (candidate.language() == QLocale::Portuguese)
            return QStringLiteral("pt_BR");
        if (candidate.language() == QLocale::English || candidate.language() == QLocale::C)
            return QStringLiteral("en");
    }
    return QStringLiteral("en");
}

QString LanguageSwitcher::preferredLanguage(const QString &override)
{
    if (!override.isEmpty())
        return override;
    const QString saved = QSettings().value(kSettingsKey).toString();
    if (!saved.isEmpty())
        return saved;
    return languageFor(QLocale::system());
}

void LanguageSwitcher::saveChoice(const QString &code)
{
    QSettings().setValue(kSettingsKey, code);
}

bool LanguageSwitcher::setLanguage(const QString &requested)
{
    // Accept "pt_BR", "pt-BR", "pt" and "pt_BR.UTF-8" alike.
    const QLocale locale(requested.section(u'.', 0, 0));
    QString code;
    for (const Language &language : available())
        if (requested == language.code || QLocale(language.code).language() == locale.language())
            code = language.code;
    if (code.isEmpty() || requested.isEmpty())
        return false;
    if (code == m_language && m_installed)
        return true;
    // A language without its catalogue is refused before anything is uninstalled.
    if (QTranslator probe; code != u"en" && !probe.load(QLocale(code), kCatalogue, QStringLiteral("_"), QStringLiteral(":/i18n")))
        return false;

    QCoreApplication::removeTranslator(&m_own);
    QCoreApplication::removeTranslator(&m_qt);
    m_installed = false;
    // Our catalogue: the whole interface, or for English only the plural forms ("1 table").
    const bool own = m_own.load(QLocale(code), kCatalogue, QStringLiteral("_"), QStringLiteral(":/i18n"));
    // Qt's own catalogue is optional (qt6-translations-l10n): without it only the standard
    // buttons stay English.
    if (code != u"en"
        && m_qt.load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&m_qt);
    if (own)
        QCoreApplication::installTranslator(&m_own);
    m_installed = true;
    QLocale::setDefault(QLocale(code == u"en" ? QStringLiteral("en_US") : code));
    m_language = code;
    Q_EMIT languageChanged(code);
    return true;
}

QMenu *LanguageSwitcher::createMenu(QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(menu);
    for (const Language &language : available()) {
        QAction *action = menu->addAction(language.nativeName);
        action->setObjectName(QStringLiteral("language-") + language.code);
        action->setCheckable(true);
        action->setChecked(language.code == m_language);
        group->addAction(action);
        const QString code = language.code;
        connect(action, &QAction::triggered, this, [this, code] {
            if (setLanguage(code))
                saveChoice(code);
        });
    }
    connect(this, &LanguageSwitcher::languageChanged, menu, [menu](const QString &code) {
        for (QAction *action : menu->actions())
            action->setChecked(action->objectName() == QStringLiteral("language-") + code);
    });
    return menu;
}

} // namespace ssd
