#pragma once

// Helpers for the data-driven writer tests: reading files, the emulator harness's whitespace
// rule, splitting expected files into statements, and readable model differences.

#include "ddl.h"
#include "writer/jsondump.h"

#include <QFile>
#include <QJsonDocument>
#include <QString>
#include <QStringList>

namespace ssd::test {

inline QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

inline QString collapseWhitespace(const QString &text)
{
    QString out;
    out.reserve(text.size());
    bool space = false;
    for (QChar c : text) {
        if (c.isSpace()) {
            space = true;
            continue;
        }
        if (space && !out.isEmpty())
            out += u' ';
        space = false;
        out += c;
    }
    return out;
}

// Splits on ';' outside quotes and back-quotes; drops empty statements.
inline QStringList splitExpected(const QString &text)
{
    QStringList statements;
    QString current;
    QChar quote;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (!quote.isNull()) {
            current += c;
            if (c == u'\\' && i + 1 < text.size()) {
                current += text[++i];
            } else if (c == quote) {
                quote = QChar();
            }
            continue;
        }
        if (c == u'\'' || c == u'"' || c == u'`') {
            quote = c;
            current += c;
        } else if (c == u';') {
            if (!current.trimmed().isEmpty())
                statements.push_back(current.trimmed());
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.trimmed().isEmpty())
        statements.push_back(current.trimmed());
    return statements;
}

inline QString describe(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.push_back(QStringLiteral("%1:%2: %3: %4").arg(d.line).arg(d.column).arg(severityName(d.severity), d.message));
    return lines.join(u'\n');
}

// The first line where the JSON dumps differ, or the first structural field the dump leaves out.
inline QString firstDifference(const Schema &a, const Schema &b)
{
    const QStringList la = QString::fromUtf8(QJsonDocument(dumpSchemaJson(a)).toJson()).split(u'\n');
    const QStringList lb = QString::fromUtf8(QJsonDocument(dumpSchemaJson(b)).toJson()).split(u'\n');
    for (qsizetype i = 0; i < std::min(la.size(), lb.size()); ++i) {
        if (la[i] != lb[i]) {
            QString context;
            for (qsizetype k = std::max<qsizetype>(0, i - 6); k < i; ++k)
                context += la[k] + u'\n';
            return context + QStringLiteral("- ") + la[i] + QStringLiteral("\n+ ") + lb[i];
        }
    }
    if (la.size() != lb.size())
        return QStringLiteral("dump lengths differ");
    for (size_t t = 0; t < std::min(a.tables.size(), b.tables.size()); ++t) {
        const Table &x = a.tables[t];
        const Table &y = b.tables[t];
        if (x == y)
            continue;
        if (x.primaryKey != y.primaryKey)
            return QStringLiteral("table %1: primary key flags").arg(x.name);
        if (x.interleave != y.interleave)
            return QStringLiteral("table %1: interleave flags").arg(x.name);
        if (x.foreignKeys != y.foreignKeys)
            return QStringLiteral("table %1: foreign key flags").arg(x.name);
        for (size_t c = 0; c < std::min(x.columns.size(), y.columns.size()); ++c)
            if (!(x.columns[c] == y.columns[c]))
                return QStringLiteral("table %1: column %2").arg(x.name, x.columns[c].name);
        return QStringLiteral("table %1 differs").arg(x.name);
    }
    for (size_t i = 0; i < std::min(a.indexes.size(), b.indexes.size()); ++i)
        if (!(a.indexes[i] == b.indexes[i]))
            return QStringLiteral("index %1 differs (key flags?)").arg(a.indexes[i].name);
    return QStringLiteral("models differ outside tables and indexes (dialect, names, sequences ...)");
}

} // namespace ssd::test
