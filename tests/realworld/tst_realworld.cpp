// The checklist on real schemas of open-source projects (tests/data/realworld/, see SOURCES.md):
// every finding carries a hand-made label in labels.tsv, and the file must match what the rules
// produce today, exactly. The test fails when
//   - a finding has no label (label it),
//   - a finding labelled wrong or noise and marked `fixed` comes back (a regression),
//   - a finding labelled right disappears (a rule lost a true positive),
//   - a finding labelled wrong or noise is no longer produced but still marked `produced`
//     (the rule was fixed: set its status to `fixed`, so that the fix stays guarded).
// It also prints the precision per rule, as scripts/checklist-precision.py does from the CLI.

#include "checks/checklist.h"
#include "ddl.h"
#include "labelsfile.h"

#include <QDir>
#include <QMap>
#include <QtTest>

using namespace ssd;
using realworld::Label;

namespace {

QDir dataDir() { return QDir(QStringLiteral(SSD_TEST_DATA_DIR "/realworld")); }

QString labelsPath() { return dataDir().filePath(QStringLiteral("labels.tsv")); }

struct Linted
{
    QString error; // parse failure
    Findings findings;
};

Linted lintFile(const QString &name)
{
    QFile f(dataDir().filePath(name));
    if (!f.open(QIODevice::ReadOnly))
        return {QStringLiteral("cannot read %1").arg(name), {}};
    const ParseResult parsed = parseDdl(QString::fromUtf8(f.readAll()));
    if (!parsed.ok()) {
        QStringList lines;
        for (const Diagnostic &d : parsed.diagnostics)
            lines.append(QStringLiteral("%1:%2:%3: %4").arg(name).arg(d.line).arg(d.column).arg(d.message));
        return {lines.join(u'\n'), {}};
    }
    return {{}, runChecklist(parsed.schema)};
}

QString findingKey(const QString &file, const Finding &f)
{
    return Label::key(file, f.ruleId, checkSeverityName(f.severity), f.subject.displayName());
}

QString row(const Label &l)
{
    return QStringLiteral("labels.tsv:%1: %2\t%3\t%4").arg(l.line).arg(l.key(), l.label, l.reason);
}

} // namespace

class TestRealWorld : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void labelsMatchFindings_data();
    void labelsMatchFindings();
    void labelsNameExistingFiles();
    void missedProblemsAreWellFormed();
    void printPrecision();

private:
    QStringList m_files;
    std::vector<Label> m_labels;
};

void TestRealWorld::initTestCase()
{
    m_files = dataDir().entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name);
    QVERIFY2(!m_files.isEmpty(), "no schemas in tests/data/realworld");
    const realworld::LabelsFile read = realworld::readLabels(labelsPath());
    QVERIFY2(read.errors.isEmpty(), qPrintable(read.errors.join(u'\n')));
    m_labels = read.labels;
}

void TestRealWorld::labelsMatchFindings_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &file : m_files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestRealWorld::labelsMatchFindings()
{
    QFETCH(QString, file);
    const Linted linted = lintFile(file);
    QVERIFY2(linted.error.isEmpty(), qPrintable(QStringLiteral("does not parse (a real schema must):\n") + linted.error));

    // Labels of this file by key; a key may repeat when a rule reports the same object twice.
    QMultiHash<QString, const Label *> produced, fixed;
    for (const Label &l : m_labels) {
        if (l.file != file)
            continue;
        (l.status == u"produced" ? produced : fixed).insert(l.key(), &l);
    }

    QStringList problems;
    for (const Finding &f : linted.findings) {
        const QString key = findingKey(file, f);
        if (auto it = produced.find(key); it != produced.end()) {
            produced.erase(it); // matched
        } else if (const Label *back = fixed.value(key)) {
            problems.append(QStringLiteral("! came back, labelled %1 and marked fixed: %2\n    %3")
                                .arg(back->label, row(*back), f.message()));
        } else {
            problems.append(QStringLiteral("+ no label; label it in labels.tsv (right, wrong or noise, status produced):\n"
                                           "    %1\t<label>\tproduced\t<reason>\n    message: %2")
                                .arg(key, f.message()));
        }
    }
    for (const Label *l : std::as_const(produced)) {
        if (l->label == u"right")
            problems.append(QStringLiteral("- a finding labelled right disappeared: %1").arg(row(*l)));
        else
            problems.append(QStringLiteral("~ no longer produced (fixed?): set its status to 'fixed' in %1").arg(row(*l)));
    }
    problems.sort();
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("labels.tsv does not match the findings on %1 (%2 differences):\n")
                                                .arg(file)
                                                .arg(problems.size())
                                            + problems.join(u'\n')));
}

void TestRealWorld::labelsNameExistingFiles()
{
    QStringList unknown;
    for (const Label &l : m_labels)
        if (!m_files.contains(l.file))
            unknown.append(row(l));
    QVERIFY2(unknown.isEmpty(), qPrintable(QStringLiteral("labels of files that are not in tests/data/realworld:\n")
                                           + unknown.join(u'\n')));
}

// missed.tsv names real files and catalog rules; prints how many the rules report by now (a
// finding of that rule on that object), which the rule fixer can watch go up.
void TestRealWorld::missedProblemsAreWellFormed()
{
    QStringList errors;
    const std::vector<realworld::Missed> missed = realworld::readMissed(dataDir().filePath(QStringLiteral("missed.tsv")), &errors);
    for (const realworld::Missed &m : missed) {
        const QString where = QStringLiteral("missed.tsv:%1: ").arg(m.line);
        if (!m_files.contains(m.file))
            errors.append(where + QStringLiteral("no schema %1").arg(m.file));
        if (!findRule(m.rule))
            errors.append(where + QStringLiteral("unknown rule %1").arg(m.rule));
        CheckSeverity severity;
        if (!checkSeverityFromName(m.severity, &severity))
            errors.append(where + QStringLiteral("unknown severity %1").arg(m.severity));
    }
    for (const Label &l : m_labels)
        if (!findRule(l.rule))
            errors.append(QStringLiteral("labels.tsv:%1: unknown rule %2").arg(l.line).arg(l.rule));
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    QVERIFY(!missed.empty());

    int found = 0;
    for (const realworld::Missed &m : missed) {
        for (const Finding &f : lintFile(m.file).findings) {
            if (f.ruleId == m.rule && f.subject.displayName() == m.object) {
                ++found;
                break;
            }
        }
    }
    qInfo().noquote() << QStringLiteral("missed problems now reported: %1 of %2").arg(found).arg(missed.size());
}

// The figures of docs/checklist.md "Precision on real schemas", over the findings produced today.
void TestRealWorld::printPrecision()
{
    QHash<QString, QString> labelOf;
    for (const Label &l : m_labels)
        if (l.status == u"produced")
            labelOf.insert(l.key(), l.label);
    struct Counts { int right = 0, wrong = 0, noise = 0, unlabelled = 0; };
    QMap<QString, Counts> perRule; // "rule severity"
    QMap<QString, Counts> perSeverity;
    for (const QString &file : std::as_const(m_files)) {
        for (const Finding &f : lintFile(file).findings) {
            const QString label = labelOf.value(findingKey(file, f));
            const QString severity = checkSeverityName(f.severity);
            for (Counts *c : {&perRule[f.ruleId + u' ' + severity], &perSeverity[severity]}) {
                if (label == u"right")
                    ++c->right;
                else if (label == u"wrong")
                    ++c->wrong;
                else if (label == u"noise")
                    ++c->noise;
                else
                    ++c->unlabelled;
            }
        }
    }
    const auto line = [](const QString &name, const Counts &c) {
        const int labelled = c.right + c.wrong + c.noise;
        return QStringLiteral("%1 %2 %3 %4 %5 %6")
            .arg(name, -44)
            .arg(c.right, 5)
            .arg(c.wrong, 5)
            .arg(c.noise, 5)
            .arg(c.unlabelled, 5)
            .arg(labelled ? QStringLiteral("%1%").arg(100.0 * c.right / labelled, 0, 'f', 1) : QStringLiteral("-"), 7);
    };
    QStringList out{QStringLiteral("%1 %2 %3 %4 %5 %6").arg(QStringLiteral("rule severity"), -44)
                        .arg(QStringLiteral("right"), 5).arg(QStringLiteral("wrong"), 5).arg(QStringLiteral("noise"), 5)
                        .arg(QStringLiteral("unlab"), 5).arg(QStringLiteral("prec."), 7)};
    for (auto it = perRule.cbegin(); it != perRule.cend(); ++it)
        out.append(line(it.key(), it.value()));
    for (auto it = perSeverity.cbegin(); it != perSeverity.cend(); ++it)
        out.append(line(QStringLiteral("ALL ") + it.key(), it.value()));
    qInfo().noquote() << QStringLiteral("\n") + out.join(u'\n');
}

QTEST_GUILESS_MAIN(TestRealWorld)
#include "tst_realworld.moc"
