#pragma once

// tests/data/realworld/labels.tsv: one hand-made label for every checklist finding on the real
// schemas. A row is keyed by file, rule, severity and object (never by line, so edits of a
// schema's comments or of the rules' messages keep the labels), and says whether the finding is
// `right`, `wrong` or `noise` and whether the rules still produce it (`produced`) or no longer do
// (`fixed`: a wrong or noise finding that a rule change removed). See tests/data/realworld/README.md.

#include <QFile>
#include <QHash>
#include <QStringList>

#include <utility>
#include <vector>

namespace realworld {

struct Label
{
    int line = 0; // in labels.tsv, for messages
    QString file;
    QString rule;
    QString severity;
    QString object;
    QString label;  // right | wrong | noise
    QString status; // produced | fixed
    QString reason;

    QString key() const { return key(file, rule, severity, object); }
    static QString key(const QString &file, const QString &rule, const QString &severity, const QString &object)
    {
        return file + u'\t' + rule + u'\t' + severity + u'\t' + object;
    }
};

struct LabelsFile
{
    std::vector<Label> labels;
    QStringList errors; // malformed rows, with their line numbers
};

// Tab-separated, first row the header `file rule severity object label status reason`; lines
// starting with '#' and empty lines are comments.
inline LabelsFile readLabels(const QString &path)
{
    LabelsFile result;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        result.errors.append(path + QStringLiteral(": cannot be read"));
        return result;
    }
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    bool header = true;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (line.trimmed().isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList cells = line.split(u'\t');
        const QString where = QStringLiteral("labels.tsv:%1: ").arg(i + 1);
        if (header) {
            header = false;
            if (cells.mid(0, 7) != QStringList{QStringLiteral("file"), QStringLiteral("rule"), QStringLiteral("severity"),
                                               QStringLiteral("object"), QStringLiteral("label"), QStringLiteral("status"),
                                               QStringLiteral("reason")})
                result.errors.append(where + QStringLiteral("the header must be: file rule severity object label status reason"));
            continue;
        }
        if (cells.size() != 7) {
            result.errors.append(where + QStringLiteral("%1 columns, 7 expected (tab-separated)").arg(cells.size()));
            continue;
        }
        Label l{i + 1, cells[0], cells[1], cells[2], cells[3], cells[4], cells[5], cells[6].trimmed()};
        if (l.label != u"right" && l.label != u"wrong" && l.label != u"noise")
            result.errors.append(where + QStringLiteral("label '%1' (right, wrong or noise)").arg(l.label));
        else if (l.status != u"produced" && l.status != u"fixed")
            result.errors.append(where + QStringLiteral("status '%1' (produced or fixed)").arg(l.status));
        else if (l.label == u"right" && l.status == u"fixed")
            result.errors.append(where + QStringLiteral("a finding labelled right cannot be 'fixed': it must keep being produced"));
        else if (l.reason.isEmpty())
            result.errors.append(where + QStringLiteral("the reason is empty"));
        else
            result.labels.push_back(l);
    }
    return result;
}

// tests/data/realworld/missed.tsv: problems the checklist does not report yet, each with the rule
// that should (header `file rule severity object problem`).
struct Missed
{
    int line = 0;
    QString file;
    QString rule;
    QString severity;
    QString object;
    QString problem;
};

inline std::vector<Missed> readMissed(const QString &path, QStringList *errors)
{
    std::vector<Missed> result;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        errors->append(path + QStringLiteral(": cannot be read"));
        return result;
    }
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    bool header = true;
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].trimmed().isEmpty() || lines[i].startsWith(u'#'))
            continue;
        const QStringList cells = lines[i].split(u'\t');
        if (std::exchange(header, false))
            continue;
        if (cells.size() != 5 || cells[4].trimmed().isEmpty()) {
            errors->append(QStringLiteral("missed.tsv:%1: 5 tab-separated columns expected, the last one the problem").arg(i + 1));
            continue;
        }
        result.push_back({i + 1, cells[0], cells[1], cells[2], cells[3], cells[4].trimmed()});
    }
    return result;
}

} // namespace realworld
