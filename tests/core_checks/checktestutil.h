#pragma once

// Shared helpers of the checklist tests: reading golden cases and comparing findings.

#include "checks/checklist.h"
#include "ddl.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>

namespace checktest {

struct Expectation
{
    QString rule;
    QString object;
    QString severity; // empty: any
    bool operator==(const Expectation &) const = default;
};

struct GoldenCase
{
    QString path;
    QString text;
    std::optional<ssd::Dialect> dialect;
    ssd::ProjectSettings settings;
    QString settingsError;
    std::vector<Expectation> expected;
    QStringList requiredFixes; // every finding of the folder's rule must offer these fix ids
};

// Header comments of a golden case:
//   -- dialect: postgresql
//   -- settings: {"plannedNodes": 4}
//   -- expect: rule-id Object.Name [severity]
//   -- fixes: fix-id ...   (offered on every finding of the folder's rule)
//   -- query: SELECT ...   (one application query a line, named query1, query2 ...)
inline GoldenCase readCase(const QString &path)
{
    GoldenCase c;
    c.path = path;
    QFile f(path);
    if (f.open(QIODevice::ReadOnly))
        c.text = QString::fromUtf8(f.readAll());
    static const QRegularExpression header(QStringLiteral("^--\\s*(dialect|settings|expect|fixes|query):\\s*(.*)$"));
    QString queries;
    for (const QString &line : c.text.split(u'\n')) {
        const auto m = header.match(line.trimmed());
        if (!m.hasMatch())
            continue;
        const QString key = m.captured(1), value = m.captured(2).trimmed();
        if (key == u"dialect") {
            c.dialect = ssd::dialectFromName(value);
        } else if (key == u"settings") {
            c.settings = ssd::projectSettingsFromJson(QJsonDocument::fromJson(value.toUtf8()).object(), &c.settingsError);
        } else if (key == u"query") {
            queries += value + QStringLiteral(";\n");
        } else if (key == u"fixes") {
            c.requiredFixes += value.split(u' ', Qt::SkipEmptyParts);
        } else {
            const QStringList parts = value.split(u' ', Qt::SkipEmptyParts);
            if (parts.size() >= 2)
                c.expected.push_back({parts[0], parts[1], parts.value(2)});
        }
    }
    c.settings.queriesText = queries;
    return c;
}

inline QString describe(const ssd::Finding &f)
{
    return QStringLiteral("%1 %2 %3: %4").arg(f.ruleId, f.subject.displayName(), ssd::checkSeverityName(f.severity), f.message());
}

inline QString describeAll(const ssd::Findings &findings)
{
    QStringList lines;
    for (const ssd::Finding &f : findings)
        lines.append(QStringLiteral("  ") + describe(f));
    return lines.join(u'\n');
}

// Identity of a finding across edits: rule, subject and severity (messages may mention other
// objects that a fix renamed or added).
inline QString identity(const ssd::Finding &f)
{
    return f.ruleId + u'|' + f.subject.displayName() + u'|' + ssd::checkSeverityName(f.severity);
}

inline QStringList goldenFiles()
{
    QStringList files;
    const QDir root(QStringLiteral(SSD_TEST_DATA_DIR "/checks"));
    for (const QString &rule : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QDir dir(root.filePath(rule));
        for (const QString &file : dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name))
            files.append(rule + u'/' + file);
    }
    return files;
}

} // namespace checktest
