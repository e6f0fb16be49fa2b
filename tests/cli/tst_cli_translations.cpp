// spanner-schema speaks the user's language like any Unix tool: the locale environment variables
// choose the catalogue, the machine-readable parts (file:line:column, the severity word, rule ids,
// identifiers, JSON) stay the same in every language.

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

using LocaleEnv = QList<QPair<QString, QString>>;

namespace {

// A commit timestamp first in the key: one pk-commit-timestamp-first warning.
const QByteArray kSchema = "CREATE TABLE Events (\n"
                           "  EventTime TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp = true),\n"
                           "  Id INT64,\n"
                           ") PRIMARY KEY (EventTime);\n";

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs the CLI with exactly the given locale variables (the others removed).
Run run(const QStringList &arguments, const LocaleEnv &locale)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
        env.remove(QString::fromLatin1(name));
    for (const auto &[name, value] : locale)
        env.insert(name, value);
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(SSD_CLI_PATH), arguments);
    Run result;
    if (!process.waitForFinished(60000))
        return result;
    result.exitCode = process.exitCode();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

} // namespace

class TestCliTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(u"events.sql"_s);
        QFile file(m_file);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kSchema);
    }

    void lintMessage_data()
    {
        QTest::addColumn<LocaleEnv>("locale");
        QTest::addColumn<QString>("expected");
        using Env = LocaleEnv;
        // The message and the summary's plural forms (English has its own plural catalogue).
        const QString portuguese = u"é um carimbo de data/hora de commit|: 1 apontamento: 0 erro, 1 aviso, 0 sugestão"_s; // CLDR pt: 0 and 1 are singular
        const QString english = u"is a commit timestamp|: 1 finding: 0 errors, 1 warning, 0 info"_s;
        QTest::newRow("LANG=pt_BR.UTF-8") << Env{{u"LANG"_s, u"pt_BR.UTF-8"_s}} << portuguese;
        QTest::newRow("LANGUAGE=pt_BR over LANG=C") << Env{{u"LANG"_s, u"C.UTF-8"_s}, {u"LANGUAGE"_s, u"pt_BR"_s}} << portuguese;
        QTest::newRow("LC_ALL=pt_BR.UTF-8 over LANG=en_US") << Env{{u"LANG"_s, u"en_US.UTF-8"_s}, {u"LC_ALL"_s, u"pt_BR.UTF-8"_s}} << portuguese;
        QTest::newRow("LC_MESSAGES=pt_BR.UTF-8") << Env{{u"LC_MESSAGES"_s, u"pt_BR.UTF-8"_s}} << portuguese;
        QTest::newRow("LANG=C") << Env{{u"LANG"_s, u"C"_s}} << english;
        QTest::newRow("LANG=en_US.UTF-8") << Env{{u"LANG"_s, u"en_US.UTF-8"_s}} << english;
        QTest::newRow("LANG=de_DE.UTF-8 (no catalogue)") << Env{{u"LANG"_s, u"de_DE.UTF-8"_s}} << english;
        QTest::newRow("nothing set") << Env{} << english;
    }

    void lintMessage()
    {
        QFETCH(LocaleEnv, locale);
        QFETCH(QString, expected);
        const Run r = run({u"lint"_s, m_file}, locale);
        QCOMPARE(r.exitCode, 0);
        const QString all = r.out + r.err;
        for (const QString &part : expected.split(u'|'))
            QVERIFY2(all.contains(part), qPrintable(all));
        // The machine-readable parts never change.
        QVERIFY2(all.contains(m_file + u":2:3: warning: [pk-commit-timestamp-first] "_s), qPrintable(all));
        QVERIFY2(all.contains(u"`EventTime`"_s), qPrintable(all));
    }

    void helpInPortuguese()
    {
        const Run r = run({u"--help"_s}, {{u"LANG"_s, u"pt_BR.UTF-8"_s}});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(u"Comandos:"_s), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"verifica o esquema com a lista de verificação"_s), qPrintable(r.out));
        const Run lint = run({u"lint"_s, u"--help"_s}, {{u"LANG"_s, u"pt_BR.UTF-8"_s}});
        QCOMPARE(lint.exitCode, 0);
        // The usage line names the command as typed, with Qt's own translation of [options].
        QVERIFY2(lint.out.contains(u"spanner-schema lint ["_s), qPrintable(lint.out));
        QVERIFY2(lint.out.contains(u"Formato de saída: text, json ou sarif."_s), qPrintable(lint.out));
    }

    void usageErrorInPortuguese()
    {
        const Run r = run({u"frobnicate"_s}, {{u"LANGUAGE"_s, u"pt_BR"_s}});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"spanner-schema: error: comando desconhecido 'frobnicate'"_s), qPrintable(r.err));
    }

    // JSON is for programs: the same keys in every language.
    void jsonKeysStayEnglish()
    {
        const Run r = run({u"lint"_s, u"--format"_s, u"json"_s, m_file}, {{u"LANG"_s, u"pt_BR.UTF-8"_s}});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(u"\"ruleId\""_s) || r.out.contains(u"\"rule\""_s), qPrintable(r.out.left(400)));
        QVERIFY2(r.out.contains(u"pk-commit-timestamp-first"_s), qPrintable(r.out.left(400)));
    }

private:
    QTemporaryDir m_dir;
    QString m_file;
};

QTEST_GUILESS_MAIN(TestCliTranslations)
#include "tst_cli_translations.moc"
