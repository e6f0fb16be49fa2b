// The catalogues: Brazilian Portuguese (translations/spanner-schema-designer_pt_BR.ts) and the
// English plural forms (spanner-schema-designer_en.ts). For each:
//  - every message is translated, none obsolete or vanished;
//  - lupdate run on today's sources would not change the file (no string added without a
//    translation, none left behind);
//  - every translation keeps its source's placeholders (%1..%99, %L1, %n), checklist rule ids,
//    `code` spans and upper-case DDL words (keywords, types, options: never translated).

#include "checks/rulecatalog.h"
#include "ddl.h"

#include <QDir>

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <map>

using namespace Qt::StringLiterals;

namespace {

struct Message
{
    QString context;
    QString source;
    QStringList translations; // one per numerus form, else one
    QString type;             // "", "unfinished", "obsolete", "vanished"
};

std::vector<Message> readCatalogue(const QString &path, QString *error)
{
    std::vector<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == u"name")
                context = xml.readElementText();
            else if (xml.name() == u"message")
                current = Message{context, {}, {}, {}};
            else if (xml.name() == u"source")
                current.source = xml.readElementText();
            else if (xml.name() == u"translation") {
                current.type = xml.attributes().value(QLatin1StringView("type")).toString();
                // Either text, or <numerusform> children.
                QString text;
                while (!(xml.isEndElement() && xml.name() == u"translation") && !xml.atEnd()) {
                    xml.readNext();
                    if (xml.isCharacters())
                        text += xml.text();
                    else if (xml.isStartElement() && xml.name() == u"numerusform")
                        current.translations << xml.readElementText();
                }
                if (current.translations.isEmpty())
                    current.translations << text;
            }
        } else if (xml.isEndElement() && xml.name() == u"message") {
            messages.push_back(current);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

const std::vector<Message> &catalogue(const QString &path)
{
    static std::map<QString, std::vector<Message>> cache;
    auto it = cache.find(path);
    if (it == cache.end()) {
        QString error;
        it = cache.emplace(path, readCatalogue(path, &error)).first;
        if (!error.isEmpty())
            qFatal("cannot read %s: %s", qPrintable(path), qPrintable(error));
    }
    return it->second;
}

// One row per catalogue: the .ts, its lupdate project and options (as update_translations runs them).
void addCatalogueRows()
{
    QTest::addColumn<QString>("ts");
    QTest::addColumn<QString>("project");
    QTest::addColumn<QString>("options");
    QTest::newRow("pt_BR") << QStringLiteral(SSD_TS_FILE) << QStringLiteral(SSD_LUPDATE_PROJECT)
                           << QStringLiteral(SSD_LUPDATE_OPTIONS);
    QTest::newRow("en (plural forms)") << QStringLiteral(SSD_TS_FILE_EN) << QStringLiteral(SSD_LUPDATE_PROJECT_EN)
                                       << QStringLiteral(SSD_LUPDATE_OPTIONS_EN);
}

QSet<QString> matches(const QRegularExpression &pattern, const QString &text, int group = 0)
{
    QSet<QString> found;
    for (const QRegularExpressionMatch &m : pattern.globalMatch(text))
        found.insert(m.captured(group));
    return found;
}

// What a translation must carry over unchanged, as "kind: token".
QSet<QString> invariants(const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral("%L?[0-9]{1,2}|%n"));
    static const QRegularExpression code(QStringLiteral("`[^`\n]+`"));
    // Upper-case words of two letters or more (DDL keywords, types, options, CLI metavariables):
    // INTERLEAVE, STRING, NOT, NULL_FILTERED, PK_... Words glued to lower case (NULLs, IDs) and
    // hex escapes are not tokens.
    static const QRegularExpression upper(QStringLiteral("(?<![A-Za-z0-9_\\\\])[A-Z][A-Z0-9_]++(?![a-z0-9_])"));
    static const QRegularExpression ruleWord(QStringLiteral("(?<![a-z0-9-])[a-z0-9]+(?:-[a-z0-9]+)+(?![a-z0-9-])"));
    static const QSet<QString> ruleIds = [] {
        QSet<QString> ids;
        for (const ssd::RuleInfo &rule : ssd::ruleCatalog())
            ids.insert(rule.ruleId());
        return ids;
    }();
    QSet<QString> result;
    for (const QString &p : matches(placeholder, text))
        result.insert(QStringLiteral("placeholder: ") + p);
    for (const QString &c : matches(code, text))
        result.insert(QStringLiteral("code: ") + c);
    for (const QString &w : matches(upper, text))
        result.insert(QStringLiteral("DDL word: ") + w);
    for (const QString &w : matches(ruleWord, text))
        if (ruleIds.contains(w))
            result.insert(QStringLiteral("rule id: ") + w);
    return result;
}

// Empty when `translation` keeps what `source` must keep, else what differs.
QString invariantProblem(const QString &source, const QString &translation)
{
    const QSet<QString> expected = invariants(source), actual = invariants(translation);
    QStringList problems;
    for (const QString &missing : expected - actual)
        problems << QStringLiteral("dropped %1").arg(missing);
    for (const QString &extra : actual - expected)
        problems << QStringLiteral("added %1").arg(extra);
    problems.sort();
    return problems.join(QStringLiteral("; "));
}

} // namespace

class TestCatalogue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(catalogue(QStringLiteral(SSD_TS_FILE)).size() > 500, "the catalogue should hold the whole user interface");
        for (const Message &m : catalogue(QStringLiteral(SSD_TS_FILE_EN)))
            QVERIFY2(m.translations.size() == 2, "the English catalogue holds plural forms only");
    }

    void complete_data() { addCatalogueRows(); }

    void complete()
    {
        QFETCH(QString, ts);
        QStringList problems;
        for (const Message &m : catalogue(ts)) {
            if (!m.type.isEmpty())
                problems << QStringLiteral("%1 [%2]: %3").arg(m.type, m.context, m.source.left(80));
            else if (std::any_of(m.translations.begin(), m.translations.end(), [](const QString &t) { return t.trimmed().isEmpty(); }))
                problems << QStringLiteral("empty [%1]: %2").arg(m.context, m.source.left(80));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 message(s) not finished (run the update_translations "
                                                               "target and translate them):\n")
                                                    .arg(problems.size())
                                                + problems.mid(0, 30).join(u'\n')));
    }

    // The checker itself notices each kind of mistake (otherwise the next test proves nothing).
    void invariantChecker_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("translation");
        QTest::addColumn<bool>("ok");
        QTest::newRow("kept") << u"Table %1 has %n rows, see `x` (pk-shard-count) INTERLEAVE IN"_s
                              << u"A tabela %1 tem %n linhas, veja `x` (pk-shard-count) INTERLEAVE IN"_s << true;
        QTest::newRow("reordered placeholders") << u"%1 of %2"_s << u"%2 de %1"_s << true;
        QTest::newRow("dropped %1") << u"Cannot open %1: %2"_s << u"Não foi possível abrir: %2"_s << false;
        QTest::newRow("added %3") << u"%1 of %2"_s << u"%1 de %2 %3"_s << false;
        QTest::newRow("dropped %n") << u"%n table(s)"_s << u"tabelas"_s << false;
        QTest::newRow("%L1 is not %1") << u"%L1 rows"_s << u"%1 linhas"_s << false;
        QTest::newRow("translated rule id") << u"see pk-shard-count"_s << u"veja pk-contagem-shards"_s << false;
        QTest::newRow("translated keyword") << u"use NOT NULL"_s << u"use NÃO NULO"_s << false;
        QTest::newRow("translated code span") << u"`Singers` first"_s << u"`Cantores` primeiro"_s << false;
    }

    void invariantChecker()
    {
        QFETCH(QString, source);
        QFETCH(QString, translation);
        QFETCH(bool, ok);
        QCOMPARE(invariantProblem(source, translation).isEmpty(), ok);
    }

    void invariantsKept_data() { addCatalogueRows(); }

    void invariantsKept()
    {
        QFETCH(QString, ts);
        QStringList problems;
        for (const Message &m : catalogue(ts)) {
            if (!m.type.isEmpty())
                continue; // reported by complete()
            for (const QString &t : m.translations)
                if (const QString problem = invariantProblem(m.source, t); !problem.isEmpty())
                    problems << QStringLiteral("[%1] %2\n    -> %3\n    %4").arg(m.context, m.source.left(100), t.left(100), problem);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 translation(s) change what must stay:\n").arg(problems.size())
                                                + problems.mid(0, 30).join(u'\n')));
    }

    // The lessons and the example exist once per language (resources/lessons/pt_BR/...), the
    // same schema with translated comments: every English file has its translation, and both
    // parse to the same canonical DDL.
    void localizedResources_data()
    {
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("localized");
        for (const char *folder : {"resources/lessons", "resources/examples"}) {
            const QDir dir(QStringLiteral(SSD_SOURCE_DIR "/") + QLatin1StringView(folder));
            for (const QString &language : {u"pt_BR"_s})
                for (const QString &file : dir.entryList({u"*.sql"_s}, QDir::Files))
                    QTest::newRow(qPrintable(language + u'/' + file))
                        << dir.filePath(file) << dir.filePath(language + u'/' + file);
        }
    }

    void localizedResources()
    {
        QFETCH(QString, english);
        QFETCH(QString, localized);
        QVERIFY2(QFile::exists(localized), qPrintable(u"missing translation: "_s + localized));
        auto read = [](const QString &path) {
            QFile file(path);
            return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
        };
        const ssd::ParseResult a = ssd::parseDdl(read(english)), b = ssd::parseDdl(read(localized));
        QVERIFY(!a.schema.tables.empty());
        // The same schema, statement for statement; its comments are translated, in the same places.
        QCOMPARE(ssd::writeStatements(b.schema), ssd::writeStatements(a.schema));
        QCOMPARE(b.schema.freeComments.size(), a.schema.freeComments.size());
        QCOMPARE(b.diagnostics.size(), a.diagnostics.size());
    }

    // lupdate, exactly as the update_translations target runs it, into a scratch copy: a string
    // added to the code without a translation, or one removed from it, changes the copy.
    void lupdateWouldNotChangeTheCatalogue_data() { addCatalogueRows(); }

    void lupdateWouldNotChangeTheCatalogue()
    {
        QFETCH(QString, ts);
        QFETCH(QString, project);
        QFETCH(QString, options);
        if (!QFile::exists(project))
            QSKIP("the lupdate project file is missing (reconfigure the build)");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString json = dir.filePath(QStringLiteral("project.json"));
        const QString copy = dir.filePath(QFileInfo(ts).fileName()); // lupdate takes the language from the name
        QVERIFY(QFile::copy(ts, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

        QProcess cmake;
        cmake.start(QStringLiteral(SSD_CMAKE_COMMAND),
                    {u"-DIN_FILE="_s + project, u"-DOUT_FILE="_s + json, QStringLiteral("-P"),
                     QStringLiteral(SSD_LUPDATE_PROJECT_SCRIPT)});
        QVERIFY(cmake.waitForFinished(60000));
        QVERIFY2(cmake.exitCode() == 0, cmake.readAllStandardError().constData());

        QStringList arguments{QStringLiteral("-project"), json};
        arguments += options.split(u'|', Qt::SkipEmptyParts);
        arguments += {QStringLiteral("-ts"), copy};
        QProcess lupdate;
        lupdate.start(QStringLiteral(SSD_LUPDATE), arguments);
        QVERIFY(lupdate.waitForFinished(120000));
        const QString warnings = QString::fromUtf8(lupdate.readAllStandardError());
        QVERIFY2(lupdate.exitCode() == 0, qPrintable(warnings));
        // A tr() outside any class with tr functions (a free helper calling translate() with its
        // own context) is filed by lupdate under another context than the one looked up at run
        // time: the message would never be translated. lupdate says so; that must not happen.
        QStringList misplaced;
        for (const QString &line : warnings.split(u'\n'))
            if (line.contains(u"lacks Q_OBJECT macro"_s))
                misplaced << line;
        QVERIFY2(misplaced.isEmpty(), qPrintable(u"tr() calls whose context lupdate cannot see (use a struct with "
                                                 "Q_DECLARE_TR_FUNCTIONS(Context) and Context::tr()):\n"_s
                                                 + misplaced.join(u'\n')));

        QString error;
        const std::vector<Message> &before = catalogue(ts);
        const std::vector<Message> after = readCatalogue(copy, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QSet<QString> keysBefore, keysAfter;
        for (const Message &m : before)
            keysBefore.insert(m.context + u" | "_s + m.source);
        for (const Message &m : after)
            keysAfter.insert(m.context + u" | "_s + m.source);
        QStringList differences;
        for (const QString &k : keysAfter - keysBefore)
            differences << u"new in the sources, missing from the .ts: "_s + k.left(120);
        for (const QString &k : keysBefore - keysAfter)
            differences << u"in the .ts, gone from the sources: "_s + k.left(120);
        differences.sort();
        QVERIFY2(differences.isEmpty(), qPrintable(u"run the update_translations target and translate:\n"_s + differences.mid(0, 30).join(u'\n')));

        // Same messages; the file itself must also be byte-identical (formatting, order, plural forms).
        QFile original(ts), updated(copy);
        QVERIFY(original.open(QIODevice::ReadOnly) && updated.open(QIODevice::ReadOnly));
        QVERIFY2(original.readAll() == updated.readAll(),
                 "lupdate would rewrite the .ts: run the update_translations target and commit the result");
    }
};

QTEST_GUILESS_MAIN(TestCatalogue)
#include "tst_catalogue.moc"
