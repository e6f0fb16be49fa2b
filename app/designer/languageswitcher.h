#pragma once

// The designer's user-interface language: our catalogue (embedded under ":/i18n") plus Qt's own
// qtbase catalogue, so standard dialogs and buttons speak the same language.
//
// Which language: `--language CODE` if given, else the one chosen in View > Language (kept in
// QSettings), else the system's UI language (Portuguese of any country gets pt_BR, anything
// without a catalogue gets English). Switching installs the new translators; Qt then sends
// QEvent::LanguageChange to every widget and the windows retranslate themselves (Retranslator).

#include <QList>
#include <QObject>
#include <QTranslator>

QT_BEGIN_NAMESPACE
class QMenu;
class QWidget;
QT_END_NAMESPACE

namespace ssd {

class LanguageSwitcher : public QObject
{
    Q_OBJECT

public:
    struct Language
    {
        QString code;        // "en", "pt_BR"
        QString nativeName;  // shown in its own language in the menu, never translated
    };

    // The application's one switcher (created on first use, owned by the application object).
    static LanguageSwitcher *instance();

    static QList<Language> available();
    // The available language closest to `locale`'s UI languages ("en" when none matches).
    static QString languageFor(const QLocale &locale);
    // `override` (from --language) when not empty, else the saved choice, else the system's.
    static QString preferredLanguage(const QString &override = {});

    QString language() const { return m_language; }
    // Installs the catalogues of `code` ("en" removes them). False when `code` is unknown or its
    // catalogue cannot be loaded; the current language then stays.
    bool setLanguage(const QString &code);
    // Remembers `code` as the user's choice for the next start.
    static void saveChoice(const QString &code);

    // View > Language: one checkable action per language ("language-en", "language-pt_BR");
    // choosing one switches at once and is remembered.
    QMenu *createMenu(QWidget *parent);

Q_SIGNALS:
    void languageChanged(const QString &code);

private:
    explicit LanguageSwitcher(QObject *parent);

    QTranslator m_own;
    QTranslator m_qt;
    QString m_language = QStringLiteral("en");
    bool m_installed = false; // setLanguage() has run (English also installs its plural forms)
};

} // namespace ssd
