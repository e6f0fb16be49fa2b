// Spanner is the judge (issue 12): the conformance suite runs our output through the Cloud
// Spanner emulator. For every valid corpus file (both dialects) and every real-world schema of
// tests/data/realworld (issue 19) the emulator accepts as one batch:
//   format     our canonical DDL, applied to a fresh database, prints back the same schema;
//   convert    our conversion is accepted by the other dialect, or convert refused it, or a
//              warning names the statement Spanner rejects;
//   roundTrip  through the other dialect and back gives the same printed schema, or a warning
//              names what changed;
// and for the checklist's own golden cases (tests/data/checks/<rule>/):
//   quickFixes every quick fix's output is accepted.
// invalidCorpus measures how many ddl/invalid/ files the emulator rejects and we accept.
// Silent failures fail the suite unless known_silent_failures.tsv lists them (a list that can
// only shrink); format differences always fail. Skips the whole suite without the emulator.

#include "checks/checklist.h"
#include "checks/rulefixes.h"
#include "../core_checks/checktestutil.h"
#include "ddl.h"
#include "emulatorjudge.h"
#include "knownfailures.h"
#include "localemulator.h"
#include "statementsplitter.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QtTest>

#include <memory>

using namespace ssd;
using namespace ssd::conformance;

namespace {

QString S(const char *text) { return QString::fromUtf8(text); }

const QStringList kListedChecks{S("convert"), S("roundtrip"), S("fix")};

Dialect otherDialect(Dialect d) { return d == Dialect::GoogleSql ? Dialect::PostgreSql : Dialect::GoogleSql; }

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QStringList warningsOf(const Diagnostics &diagnostics)
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        if (d.severity == Diagnostic::Severity::Warning || d.isError())
            out.append(d.message);
    return out;
}

// What announces a round-trip difference: the warnings and also the notes, which convert gives
// for the same meaning in another spelling ("CONCAT becomes ||"). A note never excuses a
// statement Spanner rejects.
QStringList announcementsOf(const Diagnostics &diagnostics)
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out.append(d.message);
    return out;
}

bool anyNames(const QStringList &messages, const QStringList &subjects)
{
    for (const QString &m : messages)
        if (mentionsAny(m, subjects))
            return true;
    return false;
}

// Spanner quotes whole statements in its messages: the first line is what a report needs.
QString firstLine(const QString &text)
{
    const QString line = text.section(u'\n', 0, 0);
    return line.size() > 200 ? line.left(200) + S("...") : line;
}

QString firstError(const Diagnostics &diagnostics)
{
    for (const Diagnostic &d : diagnostics)
        if (d.isError())
            return QStringLiteral("%1:%2: %3").arg(d.line).arg(d.column).arg(d.message);
    return {};
}

// The counts the suite prints, per check.
struct Tally
{
    QMap<QString, int> counts;
    void add(const QString &what, int n = 1) { counts[what] += n; }
    QString line() const
    {
        QStringList parts;
        for (auto it = counts.cbegin(); it != counts.cend(); ++it)
            parts.append(QStringLiteral("%1 %2").arg(it.value()).arg(it.key()));
        return parts.join(QStringLiteral(", "));
    }
};

} // namespace

class TestConformance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void format_data();
    void format();
    void convert_data();
    void convert();
    void roundTrip_data();
    void roundTrip();
    void quickFixes_data();
    void quickFixes();
    void invalidCorpus_data();
    void invalidCorpus();

private:
    struct Original
    {
        Dialect dialect = Dialect::GoogleSql;
        ParseResult parse;
        Verdict verdict;
    };
    void corpusRows(const QString &folder);
    // The valid inputs: the corpus's two dialect folders and the real-world schemas of issue 19.
    void validRows();
    QString pathOf(const QString &file) const;
    const Original &original(const QString &file);
    bool judged(const Verdict &verdict);
    // A silent failure: fails unless listed; `details` says what Spanner rejected or changed.
    void silentFailure(const QString &file, const QString &check, const QString &details);
    // Not silent: fails when the list still names the file for this check.
    void notSilent(const QString &file, const QString &check);

    QString m_corpus;
    std::unique_ptr<spanner::LocalEmulator> m_emulator;
    std::unique_ptr<spanner::SpannerClient> m_client;
    std::unique_ptr<EmulatorJudge> m_judge;
    KnownFailures m_known;
    QHash<QString, Original> m_originals;
    QMap<QString, Tally> m_tallies; // check -> counts
    QMap<QString, Tally> m_fixTallies; // rule -> counts
    QSet<QString> m_judged; // "check\tfile" of every silent-or-not verdict
    QStringList m_invalidAccepted;
    QElapsedTimer m_clock;
};

void TestConformance::initTestCase()
{
    m_clock.start();
    QString why;
    const QString binaries = spanner::LocalEmulator::findBinaryDir(&why);
    if (binaries.isEmpty())
        QSKIP(qPrintable(why + S("; the conformance suite is skipped (README: where the emulator comes from)")));
    QString error;
    QVERIFY2(m_known.load(S(SSD_CONFORMANCE_KNOWN_FAILURES), kListedChecks, &error), qPrintable(error));

    m_emulator = std::make_unique<spanner::LocalEmulator>();
    const spanner::SpannerStatus started = m_emulator->start(binaries);
    QVERIFY2(!started, qPrintable(started ? started->toString() : QString()));
    spanner::ClientOptions options;
    options.endpoint = m_emulator->restEndpoint();
    m_client = std::make_unique<spanner::SpannerClient>(options);
    const spanner::SpannerStatus instance = m_client->createInstance(S("conformance"), S("conformance"), S("emulator-config"));
    QVERIFY2(!instance, qPrintable(instance ? instance->toString() : QString()));
    m_judge = std::make_unique<EmulatorJudge>(*m_client, S("conformance"), S("conformance"));
    qInfo("emulator %s (process group %lld), startup %.1f s", qPrintable(options.endpoint.toDisplayString()),
          m_emulator->processGroup(), m_clock.elapsed() / 1000.0);

    const QDir corpus(S(SSD_CORPUS_DIR) + S("/ddl"));
    if (corpus.exists(S("googlesql")) && corpus.exists(S("postgresql")))
        m_corpus = corpus.absolutePath();
}

void TestConformance::cleanupTestCase()
{
    if (!m_judge)
        return;
    for (auto it = m_tallies.cbegin(); it != m_tallies.cend(); ++it)
        qInfo("%-14s %s", qPrintable(it.key()), qPrintable(it.value().line()));
    for (auto it = m_fixTallies.cbegin(); it != m_fixTallies.cend(); ++it)
        qInfo("  fixes of %-32s %s", qPrintable(it.key()), qPrintable(it.value().line()));
    if (!m_invalidAccepted.isEmpty())
        qInfo("ddl/invalid files the emulator rejects and we accept (%lld):\n  %s",
              qlonglong(m_invalidAccepted.size()), qPrintable(m_invalidAccepted.join(S("\n  "))));
    for (const QString &check : kListedChecks)
        for (const QString &file : m_known.unjudged(check, m_judged))
            qWarning("known_silent_failures.tsv lists %s for %s, which did not judge it in this run",
                     qPrintable(file), qPrintable(check));
    qInfo("%d databases, %.1f s", m_judge->databasesUsed(), m_clock.elapsed() / 1000.0);
    m_judge.reset();
    m_client.reset();
    m_emulator->stop();
}

void TestConformance::corpusRows(const QString &folder)
{
    QTest::addColumn<QString>("file");
    const QDir root(S(SSD_CORPUS_DIR) + S("/ddl/") + folder);
    if (!root.exists(S("googlesql")) || !root.exists(S("postgresql"))) {
        QTest::newRow("corpus absent") << QString();
        return;
    }
    for (const char *dialect : {"googlesql", "postgresql"}) {
        const QDir dir(root.filePath(S(dialect)));
        for (const QString &name : dir.entryList({S("*.sql")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(S(dialect) + u'/' + name)) << S(dialect) + u'/' + name;
    }
}

bool TestConformance::judged(const Verdict &verdict)
{
    // Transport trouble (the emulator died, a timeout) and running out of databases (one not
    // dropped) are the suite's failures, not verdicts on the DDL.
    for (const char *status : {"UNAVAILABLE", "DEADLINE_EXCEEDED", "RESOURCE_EXHAUSTED"})
        if (!verdict.accepted && verdict.error.startsWith(S(status)))
            return false;
    return true;
}

const TestConformance::Original &TestConformance::original(const QString &file)
{
    auto it = m_originals.find(file);
    if (it != m_originals.end())
        return *it;
    Original o;
    const QString text = readText(pathOf(file));
    // Corpus files sit in a folder per dialect; the real-world folder mixes both.
    if (file.startsWith(u"realworld/"))
        o.dialect = detectDialect(text).dialect;
    else
        o.dialect = file.startsWith(u"postgresql/") ? Dialect::PostgreSql : Dialect::GoogleSql;
    o.parse = parseDdl(text, ParseOptions{o.dialect});
    o.verdict = m_judge->apply(o.dialect, splitStatements(text, o.dialect));
    return *m_originals.insert(file, std::move(o));
}

void TestConformance::silentFailure(const QString &file, const QString &check, const QString &details)
{
    m_judged.insert(check + u'\t' + file);
    if (m_known.contains(file, check)) {
        m_tallies[check].add(S("known silent failures (listed)"));
        QSKIP(qPrintable(S("known silent failure: ") + m_known.reason(file, check)));
    }
    m_tallies[check].add(S("SILENT FAILURES"));
    QFAIL(qPrintable(S("silent failure (no refusal, no warning naming it): ") + details));
}

void TestConformance::notSilent(const QString &file, const QString &check)
{
    m_judged.insert(check + u'\t' + file);
    if (m_known.contains(file, check)) {
        m_tallies[check].add(S("LISTED BUT PASSING"));
        QFAIL(qPrintable(S("known_silent_failures.tsv lists this file for '%1' but it passes now: remove it from the list").arg(check)));
    }
}

QString TestConformance::pathOf(const QString &file) const
{
    if (file.startsWith(u"realworld/"))
        return S(SSD_TEST_DATA_DIR "/") + file;
    return m_corpus + u'/' + file;
}

void TestConformance::validRows()
{
    corpusRows({});
    const QDir realworld(S(SSD_TEST_DATA_DIR "/realworld"));
    for (const QString &name : realworld.entryList({S("*.sql")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(S("realworld/") + name)) << S("realworld/") + name;
}

void TestConformance::format_data() { validRows(); }

void TestConformance::format()
{
    QFETCH(QString, file);
    if (file.isEmpty())
        QSKIP("SSD_CORPUS_DIR/ddl not found; the corpus checks are skipped");
    Tally &tally = m_tallies[S("format")];
    const Original &o = original(file);
    QVERIFY2(judged(o.verdict), qPrintable(o.verdict.error));
    tally.add(S("files"));
    if (!o.verdict.accepted) {
        tally.add(S("not accepted by the emulator"));
        QSKIP(qPrintable(S("the emulator rejects the original: ") + firstLine(o.verdict.error)));
    }
    tally.add(S("accepted"));
    QVERIFY2(o.parse.ok(), qPrintable(S("the emulator accepts it, our parser does not: ") + firstError(o.parse.diagnostics)));
    const QStringList ours = writeStatements(o.parse.schema);
    const Verdict formatted = m_judge->apply(o.dialect, ours);
    QVERIFY2(judged(formatted), qPrintable(formatted.error));
    QVERIFY2(formatted.accepted, qPrintable(S("the emulator rejects our format output: ") + firstLine(formatted.error)));
    const QStringList lost = missingFrom(o.verdict.printed, formatted.printed);
    const QStringList added = missingFrom(formatted.printed, o.verdict.printed);
    QVERIFY2(lost.isEmpty() && added.isEmpty(),
             qPrintable(S("format changes the meaning:\n  original prints: ") + lost.join(S("\n  original prints: "))
                        + S("\n  format prints:   ") + added.join(S("\n  format prints:   "))));
    tally.add(S("same meaning"));
}

void TestConformance::convert_data() { validRows(); }

void TestConformance::convert()
{
    QFETCH(QString, file);
    if (file.isEmpty())
        QSKIP("SSD_CORPUS_DIR/ddl not found; the corpus checks are skipped");
    Tally &tally = m_tallies[S("convert")];
    const Original &o = original(file);
    if (!o.verdict.accepted || !o.parse.ok())
        QSKIP("the emulator rejects the original, or it does not parse (see format)");
    tally.add(S("accepted originals"));
    const Dialect target = otherDialect(o.dialect);
    const ConversionResult converted = convertSchema(o.parse.schema, target);
    if (hasErrors(converted.diagnostics)) {
        QVERIFY2(!firstError(converted.diagnostics).trimmed().isEmpty(), "a refusal must say why");
        tally.add(S("refused with a reason"));
        notSilent(file, S("convert"));
        return;
    }
    const QStringList statements = writeStatements(converted.schema);
    const Verdict verdict = m_judge->apply(target, statements);
    QVERIFY2(judged(verdict), qPrintable(verdict.error));
    if (verdict.accepted) {
        tally.add(warningsOf(converted.diagnostics).isEmpty() ? S("converted") : S("converted with warnings"));
        notSilent(file, S("convert"));
        return;
    }
    if (const QString lacking = featureEmulatorLacks(statements); !lacking.isEmpty()) {
        tally.add(S("not judged: the emulator lacks ") + lacking);
        QSKIP(qPrintable(S("the emulator lacks ") + lacking));
    }
    QString error;
    const int rejected = m_judge->firstRejected(target, statements, &error);
    const QString statement = rejected >= 0 ? statements[rejected] : QString();
    if (anyNames(warningsOf(converted.diagnostics), statementSubjects(statement))) {
        tally.add(S("rejected, a warning named it"));
        notSilent(file, S("convert"));
        return;
    }
    silentFailure(file, S("convert"),
                  S("Spanner rejects the conversion: ") + firstLine(verdict.error) + S("\n  statement: ") + firstLine(statement));
}

void TestConformance::roundTrip_data() { validRows(); }

void TestConformance::roundTrip()
{
    QFETCH(QString, file);
    if (file.isEmpty())
        QSKIP("SSD_CORPUS_DIR/ddl not found; the corpus checks are skipped");
    Tally &tally = m_tallies[S("roundtrip")];
    const Original &o = original(file);
    if (!o.verdict.accepted || !o.parse.ok())
        QSKIP("the emulator rejects the original, or it does not parse (see format)");
    const ConversionResult there = convertSchema(o.parse.schema, otherDialect(o.dialect));
    if (hasErrors(there.diagnostics))
        QSKIP("convert refuses it (see convert)");
    tally.add(S("round trips"));
    const ConversionResult back = convertSchema(there.schema, o.dialect);
    const QStringList warnings = warningsOf(there.diagnostics) + warningsOf(back.diagnostics);
    const QStringList announced = announcementsOf(there.diagnostics) + announcementsOf(back.diagnostics);
    if (hasErrors(back.diagnostics)) {
        tally.add(S("refused on the way back"));
        notSilent(file, S("roundtrip"));
        return;
    }
    const QStringList statements = writeStatements(back.schema);
    const Verdict verdict = m_judge->apply(o.dialect, statements);
    QVERIFY2(judged(verdict), qPrintable(verdict.error));
    if (const QString lacking = featureEmulatorLacks(statements); !verdict.accepted && !lacking.isEmpty()) {
        tally.add(S("not judged: the emulator lacks ") + lacking);
        QSKIP(qPrintable(S("the emulator lacks ") + lacking));
    }
    QStringList subjects;
    QString details;
    if (verdict.accepted) {
        const QStringList lost = missingFrom(o.verdict.printed, verdict.printed);
        const QStringList added = missingFrom(verdict.printed, o.verdict.printed);
        if (lost.isEmpty() && added.isEmpty()) {
            tally.add(warnings.isEmpty() ? S("same schema") : S("same schema despite warnings"));
            notSilent(file, S("roundtrip"));
            return;
        }
        for (const QString &s : lost + added)
            subjects += statementSubjects(s);
        details = S("the schema changes:\n  before: ") + lost.join(S("\n  before: ")) + S("\n  after:  ") + added.join(S("\n  after:  "));
    } else {
        QString error;
        const int rejected = m_judge->firstRejected(o.dialect, statements, &error);
        if (rejected >= 0)
            subjects = statementSubjects(statements[rejected]);
        details = S("Spanner rejects the round trip: ") + firstLine(verdict.error);
    }
    if (verdict.accepted ? anyNames(announced, subjects) : anyNames(warnings, subjects)) {
        tally.add(verdict.accepted ? S("changed, a warning or note named it") : S("rejected, a warning named it"));
        notSilent(file, S("roundtrip"));
        return;
    }
    silentFailure(file, S("roundtrip"), details);
}

void TestConformance::quickFixes_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &file : checktest::goldenFiles())
        QTest::newRow(qPrintable(file)) << file;
}

void TestConformance::quickFixes()
{
    QFETCH(QString, file);
    const QString rule = file.section(u'/', 0, 0);
    const QString listed = S("checks/") + file;
    const checktest::GoldenCase c = checktest::readCase(S(SSD_TEST_DATA_DIR "/checks/") + file);
    const ParseResult parsed = parseDdl(c.text, ParseOptions{c.dialect});
    if (!parsed.ok())
        QSKIP("the case does not parse (core_checks' business)");
    std::vector<std::pair<QString, Schema>> outputs; // "Subject / fix-id", the fixed schema
    for (const Finding &f : runChecklist(parsed.schema, c.settings)) {
        if (f.ruleId != rule)
            continue;
        for (const QuickFix &fix : f.fixes) {
            Schema fixed = parsed.schema;
            if (fix.applyTo(fixed))
                outputs.emplace_back(f.subject.displayName() + S(" / ") + fix.id, std::move(fixed));
        }
    }
    if (outputs.empty())
        QSKIP("no quick fix in this case");
    Tally &tally = m_tallies[S("fix")];
    Tally &ruleTally = m_fixTallies[rule];
    const Verdict before = m_judge->apply(parsed.dialect, writeStatements(parsed.schema));
    QVERIFY2(judged(before), qPrintable(before.error));
    if (!before.accepted) {
        // A case written to show what Spanner rejects: one fix alone repairs one finding and
        // the others remain, so what must be accepted is the rule's fixes all applied (what
        // `spanner-schema fix --rule` prints).
        tally.add(S("fixes on cases the emulator rejects"), int(outputs.size()));
        Schema all = parsed.schema;
        applyRuleFixes(all, rule, {}, {}, c.settings);
        const QStringList statements = writeStatements(all);
        const Verdict after = m_judge->apply(parsed.dialect, statements);
        QVERIFY2(judged(after), qPrintable(after.error));
        if (after.accepted) {
            tally.add(S("rejected cases repaired by all the rule's fixes"));
            ruleTally.add(S("repaired"));
        } else if (const QString lacking = featureEmulatorLacks(statements); !lacking.isEmpty()) {
            tally.add(S("not judged: the emulator lacks ") + lacking);
            ruleTally.add(S("not judged"));
        } else {
            // Golden cases may break more than their folder's rule: this is reported, not failed.
            tally.add(S("rejected cases still rejected after all the rule's fixes"));
            ruleTally.add(S("still rejected"));
            qInfo("%s: still rejected after every %s fix: %s", qPrintable(file), qPrintable(rule),
                  qPrintable(firstLine(after.error)));
        }
        notSilent(listed, S("fix"));
        return;
    }
    QStringList broken;
    for (const auto &[what, fixed] : outputs) {
        const QStringList statements = writeStatements(fixed);
        const Verdict after = m_judge->apply(parsed.dialect, statements);
        QVERIFY2(judged(after), qPrintable(after.error));
        if (after.accepted) {
            tally.add(S("accepted"));
            ruleTally.add(S("accepted"));
        } else if (const QString lacking = featureEmulatorLacks(statements); !lacking.isEmpty()) {
            tally.add(S("not judged: the emulator lacks ") + lacking);
            ruleTally.add(S("not judged"));
            qInfo("%s: %s: not judged (the emulator lacks %s): %s", qPrintable(file), qPrintable(what),
                  qPrintable(lacking), qPrintable(firstLine(after.error)));
        } else {
            ruleTally.add(S("SILENT FAILURES"));
            broken.append(what + S(": ") + firstLine(after.error));
        }
    }
    if (broken.isEmpty()) {
        notSilent(listed, S("fix"));
        return;
    }
    silentFailure(listed, S("fix"), S("the case is accepted, the fixed DDL is not:\n  ") + broken.join(S("\n  ")));
}

void TestConformance::invalidCorpus_data() { corpusRows(S("invalid")); }

// Issue 12 item 4, measured: the count is printed at the end, with how many of those files the
// checklist reports as errors (`lint` exits 1); closing the gaps is the parsers' and the rules'.
void TestConformance::invalidCorpus()
{
    QFETCH(QString, file);
    if (m_corpus.isEmpty() || file.isEmpty())
        QSKIP("SSD_CORPUS_DIR/ddl/invalid not found; the invalid corpus is not measured");
    Tally &tally = m_tallies[S("invalid")];
    const Dialect dialect = file.startsWith(u"postgresql/") ? Dialect::PostgreSql : Dialect::GoogleSql;
    const QString text = readText(m_corpus + S("/invalid/") + file);
    const ParseResult parsed = parseDdl(text, ParseOptions{dialect});
    const bool weAccept = parsed.ok();
    const Verdict verdict = m_judge->apply(dialect, splitStatements(text, dialect));
    QVERIFY2(judged(verdict), qPrintable(verdict.error));
    tally.add(S("files"));
    if (verdict.accepted) {
        tally.add(S("accepted by the emulator too"));
        qInfo("%s is in ddl/invalid/ but the emulator accepts it", qPrintable(file));
    } else if (weAccept) {
        tally.add(S("REJECTED BY THE EMULATOR, ACCEPTED BY US"));
        // The parser accepts what a checklist rule reports as an error with a quick fix (by
        // design: the designer shows the finding and offers the fix); lint exits 1 on those.
        const bool lintError = hasErrorFindings(runChecklist(parsed.schema));
        if (lintError)
            tally.add(S("of those, lint reports an error"));
        m_invalidAccepted.append(file + (lintError ? S("  [lint error]") : QString()) + S("  -- ") + firstLine(verdict.error));
    } else {
        tally.add(S("rejected by both"));
    }
}

QTEST_GUILESS_MAIN(TestConformance)
#include "tst_conformance.moc"
