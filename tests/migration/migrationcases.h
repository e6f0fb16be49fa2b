#pragma once

// The migration golden cases, shared by the offline test and the emulator suite:
// tests/data/golden/migration/<dialect>/<case>/ holds old.sql and new.sql (the two schema
// versions), renames.txt (optional, one OLD=NEW a line, as --rename takes them) and plan.sql
// (what planSql prints for the plan, or "error: <message>" when the planner refuses).

#include "ddl.h"
#include "migration/migrationplan.h"
#include "migration/planformat.h"
#include "statementsplitter.h"

#include <QDir>
#include <QFile>
#include <QtTest>

#include <algorithm>

namespace ssd::test {

inline QString S(const char *text) { return QString::fromUtf8(text); }

inline QString readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

struct MigrationCase
{
    Schema from, to;
    migration::PlanOptions options;
    QString error; // the inputs do not parse
};

inline void addMigrationCaseRows()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<int>("dialect");
    const QString root = S(SSD_TEST_DATA_DIR) + S("/golden/migration");
    for (Dialect d : {Dialect::GoogleSql, Dialect::PostgreSql}) {
        const QDir dir(root + u'/' + dialectName(d));
        for (const QString &name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            QTest::newRow(qPrintable(dialectName(d) + u'/' + name)) << dir.filePath(name) << int(d);
    }
}

inline MigrationCase loadMigrationCase(const QString &folder, Dialect dialect)
{
    MigrationCase c;
    const ParseResult from = parseDdl(readFile(folder + S("/old.sql")), ParseOptions{dialect});
    const ParseResult to = parseDdl(readFile(folder + S("/new.sql")), ParseOptions{dialect});
    for (const ParseResult *p : {&from, &to})
        for (const Diagnostic &d : p->diagnostics)
            if (d.severity == Diagnostic::Severity::Error)
                c.error += QStringLiteral("%1:%2: %3\n").arg(d.line).arg(d.column).arg(d.message);
    c.from = from.schema;
    c.to = to.schema;
    for (const QString &line : readFile(folder + S("/renames.txt")).split(u'\n', Qt::SkipEmptyParts))
        c.options.renames.emplace_back(line.section(u'=', 0, 0).trimmed(), line.section(u'=', 1).trimmed());
    return c;
}

inline QString planText(const migration::MigrationPlan &plan)
{
    return plan.error.isEmpty() ? migration::planSql(plan) : S("error: ") + plan.error + u'\n';
}

// The plan's statements as `apply` sends them: without their comments (Spanner refuses them).
inline QStringList planStatements(const migration::MigrationPlan &plan, Dialect dialect)
{
    QStringList statements;
    for (const migration::Step &step : plan.steps)
        statements << statementsForSpanner(step.statements, dialect);
    return statements;
}

// A model schema with creation order aside: tables, columns and indexes sorted by name and
// renumbered, so that the writer prints two equal schemas alike whatever order built them.
inline Schema withoutCreationOrder(Schema schema)
{
    auto byName = [](const auto &a, const auto &b) { return a.name < b.name; };
    std::sort(schema.tables.begin(), schema.tables.end(), byName);
    std::sort(schema.indexes.begin(), schema.indexes.end(), byName);
    ObjectId id = 0;
    for (Table &t : schema.tables) {
        std::sort(t.columns.begin(), t.columns.end(), byName);
        t.id = ++id;
        for (Column &c : t.columns)
            c.id = ++id;
        for (ForeignKey &fk : t.foreignKeys)
            fk.id = ++id;
        for (CheckConstraint &check : t.checks)
            check.id = ++id;
    }
    for (Index &i : schema.indexes)
        i.id = ++id;
    for (View &v : schema.views)
        v.id = ++id;
    for (ChangeStream &cs : schema.changeStreams)
        cs.id = ++id;
    schema.lastId = id;
    return schema;
}

// A printed schema with column order aside: inside each statement the indented lines (columns,
// constraints) are sorted, the trailing commas that depend on the order dropped, and the
// statements sorted (Spanner prints in its own order).
inline QStringList withoutColumnOrder(const QStringList &statements)
{
    QStringList out;
    for (const QString &statement : statements) {
        QStringList lines = statement.split(u'\n');
        QStringList head, inner, tail;
        for (const QString &line : lines) {
            if (line.startsWith(u"  ") && tail.isEmpty()) {
                QString item = line.trimmed();
                if (item.endsWith(u','))
                    item.chop(1);
                inner << item;
            } else if (inner.isEmpty()) {
                head << line;
            } else {
                tail << line;
            }
        }
        inner.sort();
        out << (head + inner + tail).join(u'\n');
    }
    out.sort();
    return out;
}

} // namespace ssd::test
