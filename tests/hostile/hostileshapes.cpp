#include "hostileshapes.h"

namespace ssd::hostile {

namespace {

bool isPg(Dialect d)
{
    return d == Dialect::PostgreSql;
}

QString n(qsizetype i)
{
    return QString::number(i);
}

// Column i of a wide table: a mix of types, DEFAULTs, generated columns and NOT NULL, so that
// every per-column path of the parser and the checklist runs.
QString column(Dialect d, qsizetype i)
{
    const QString name = QStringLiteral("c") + n(i);
    switch (i % 6) {
    case 0:
        return name + (isPg(d) ? QStringLiteral(" bigint NOT NULL") : QStringLiteral(" INT64 NOT NULL"));
    case 1:
        return name + (isPg(d) ? QStringLiteral(" varchar(100)") : QStringLiteral(" STRING(100)"));
    case 2:
        return name + (isPg(d) ? QStringLiteral(" bigint DEFAULT (42)") : QStringLiteral(" INT64 DEFAULT (42)"));
    case 3:
        // A generated column that reads an earlier column.
        return name + (isPg(d) ? QStringLiteral(" bigint GENERATED ALWAYS AS (c%1 + 1) STORED").arg(i - 3)
                               : QStringLiteral(" INT64 AS (c%1 + 1) STORED").arg(i - 3));
    case 4:
        return name + (isPg(d) ? QStringLiteral(" timestamptz") : QStringLiteral(" TIMESTAMP"));
    default:
        return name + (isPg(d) ? QStringLiteral(" jsonb") : QStringLiteral(" ARRAY<STRING(MAX)>"));
    }
}

// CREATE TABLE <name> (id, extra..., c0 .. c<columns-1>) with key id.
QString table(Dialect d, const QString &name, qsizetype columns, const QString &extra = {},
              const QString &after = {})
{
    QString s = QStringLiteral("CREATE TABLE ") + name + QStringLiteral(" (\n  ");
    s += isPg(d) ? QStringLiteral("id bigint NOT NULL") : QStringLiteral("id INT64 NOT NULL");
    for (qsizetype i = 0; i < columns; ++i)
        s += QStringLiteral(",\n  ") + column(d, i);
    s += extra;
    s += isPg(d) ? QStringLiteral(",\n  PRIMARY KEY (id)\n)") : QStringLiteral("\n) PRIMARY KEY (id)");
    return s + after + QStringLiteral(";\n");
}

// One CREATE TABLE whose element list (columns or constraints) grows to the size.
void wideTableOf(QString &out, Dialect d, qsizetype size, QString (*element)(Dialect, qsizetype), qsizetype baseColumns)
{
    out += table(d, QStringLiteral("p"), 0);
    QString s = QStringLiteral("CREATE TABLE w (\n  ");
    s += isPg(d) ? QStringLiteral("id bigint NOT NULL") : QStringLiteral("id INT64 NOT NULL");
    for (qsizetype i = 0; i < baseColumns; ++i)
        s += QStringLiteral(",\n  ") + column(d, i);
    const QString close = isPg(d) ? QStringLiteral(",\n  PRIMARY KEY (id)\n);\n") : QStringLiteral("\n) PRIMARY KEY (id);\n");
    for (qsizetype i = 0; out.size() + s.size() + close.size() < size; ++i)
        s += QStringLiteral(",\n  ") + element(d, i);
    out += s + close;
}

void wideTable(QString &out, Dialect d, qsizetype size)
{
    wideTableOf(out, d, size, column, 0);
}

QString foreignKey(Dialect, qsizetype i)
{
    return QStringLiteral("CONSTRAINT fk_%1 FOREIGN KEY (c%2) REFERENCES p (id)").arg(n(i), n((i % 10) * 6));
}

void manyForeignKeys(QString &out, Dialect d, qsizetype size)
{
    wideTableOf(out, d, size, foreignKey, 60);
}

QString check(Dialect, qsizetype i)
{
    return QStringLiteral("CONSTRAINT ck_%1 CHECK (c%2 > %1)").arg(n(i), n((i % 10) * 6));
}

void manyChecks(QString &out, Dialect d, qsizetype size)
{
    wideTableOf(out, d, size, check, 60);
}

// A wide table, then one index per column (and a few STORING columns each).
void manyIndexes(QString &out, Dialect d, qsizetype size)
{
    // The table stays a small part of the smallest input: 600 columns once made it two thirds of
    // 32 KiB, so 8 times the input held 21 times the indexes and lint looked super-linear.
    const qsizetype columns = 60;
    out += table(d, QStringLiteral("w"), columns);
    for (qsizetype i = 0; out.size() < size; ++i) {
        const qsizetype c = (i % (columns / 6)) * 6 + 1; // the STRING columns
        out += QStringLiteral("CREATE INDEX i_%1 ON w (c%2) %3 (c%4, c%5);\n")
                   .arg(n(i), n(c), isPg(d) ? QStringLiteral("INCLUDE") : QStringLiteral("STORING"),
                        n((c + 3) % columns), n((c + 7) % columns));
    }
}

// The same table altered again and again (a long migration history).
void manyAlters(QString &out, Dialect d, qsizetype size)
{
    out += table(d, QStringLiteral("w"), 0);
    out += table(d, QStringLiteral("p"), 0);
    for (qsizetype i = 0; out.size() < size; ++i) {
        const QString type = isPg(d) ? QStringLiteral("bigint") : QStringLiteral("INT64");
        out += QStringLiteral("ALTER TABLE w ADD COLUMN a%1 %2;\n").arg(n(i), type);
        if (i % 4 == 3)
            out += QStringLiteral("ALTER TABLE w ADD CONSTRAINT fk_%1 FOREIGN KEY (a%1) REFERENCES p (id);\n").arg(n(i));
        if (i % 8 == 7)
            out += QStringLiteral("ALTER TABLE w DROP COLUMN a%1;\n").arg(n(i - 6));
    }
}

// Many tables, then each dropped in creation order (indexes first).
void manyDrops(QString &out, Dialect d, qsizetype size)
{
    QString drops;
    for (qsizetype i = 0; out.size() + drops.size() < size; ++i) {
        out += table(d, QStringLiteral("t") + n(i), 2);
        out += QStringLiteral("CREATE INDEX t%1_by_c1 ON t%1 (c1);\n").arg(n(i));
        drops += QStringLiteral("DROP INDEX t%1_by_c1;\nDROP TABLE t%1;\n").arg(n(i));
    }
    out += drops;
}

// A long migration history: tables for half the size, then, in turn, the oldest table dropped
// and a new one created with an index, so that every DROP TABLE meets a schema of the same,
// large, size. With `alter`, each new table is also altered once.
void dropCreateCycles(QString &out, Dialect d, qsizetype size, bool alter)
{
    qsizetype tables = 0;
    for (; out.size() < size / 2; ++tables)
        out += table(d, QStringLiteral("t") + n(tables), 2);
    for (qsizetype i = 0; out.size() < size; ++i) {
        if (i < tables)
            out += QStringLiteral("DROP TABLE t%1;\n").arg(n(i));
        else
            out += QStringLiteral("DROP INDEX u%1_by_c1;\nDROP TABLE u%1;\n").arg(n(i - tables));
        out += table(d, QStringLiteral("u") + n(i), 2);
        out += QStringLiteral("CREATE INDEX u%1_by_c1 ON u%1 (c1);\n").arg(n(i));
        if (alter)
            out += QStringLiteral("ALTER TABLE u%1 ADD COLUMN a %2;\n").arg(n(i), isPg(d) ? QStringLiteral("bigint") : QStringLiteral("INT64"));
    }
}

void dropCreateCycles(QString &out, Dialect d, qsizetype size) { dropCreateCycles(out, d, size, false); }
void dropCreateAlterCycles(QString &out, Dialect d, qsizetype size) { dropCreateCycles(out, d, size, true); }

// Many small tables, each with an index, an FK to the one before and a sequence-backed key.
void manyStatements(QString &out, Dialect d, qsizetype size)
{
    for (qsizetype i = 0; out.size() < size; ++i) {
        const QString t = QStringLiteral("t") + n(i);
        if (isPg(d))
            out += QStringLiteral("CREATE SEQUENCE s%1 BIT_REVERSED_POSITIVE;\n").arg(n(i));
        else
            out += QStringLiteral("CREATE SEQUENCE s%1 OPTIONS (sequence_kind = 'bit_reversed_positive');\n").arg(n(i));
        const QString def = isPg(d) ? QStringLiteral("nextval('s%1')").arg(n(i))
                                    : QStringLiteral("GET_NEXT_SEQUENCE_VALUE(SEQUENCE s%1)").arg(n(i));
        QString s = QStringLiteral("CREATE TABLE %1 (\n  id %2 NOT NULL DEFAULT (%3),\n  c1 %4,\n  r %2")
                        .arg(t, isPg(d) ? QStringLiteral("bigint") : QStringLiteral("INT64"), def,
                             isPg(d) ? QStringLiteral("varchar") : QStringLiteral("STRING(MAX)"));
        if (i > 0)
            s += QStringLiteral(",\n  CONSTRAINT %1_fk FOREIGN KEY (r) REFERENCES t%2 (id)").arg(t, n(i - 1));
        s += isPg(d) ? QStringLiteral(",\n  PRIMARY KEY (id)\n);\n") : QStringLiteral("\n) PRIMARY KEY (id);\n");
        out += s;
        out += QStringLiteral("CREATE INDEX %1_by_c1 ON %1 (c1);\n").arg(t);
        if (i % 10 == 9)
            out += QStringLiteral("CREATE VIEW v%1 SQL SECURITY INVOKER AS SELECT %2.id FROM %2;\n").arg(n(i), t);
    }
}

// Table k is interleaved in table k-1: the key grows by one column a level, so the text grows
// with the square of the depth.
void interleaveChain(QString &out, Dialect d, qsizetype size)
{
    const QString type = isPg(d) ? QStringLiteral("bigint") : QStringLiteral("INT64");
    QString keys;     // "k0 INT64 NOT NULL,\n  k1 ..."
    QString keyNames; // "k0, k1"
    for (qsizetype i = 0; out.size() < size; ++i) {
        if (i > 0) {
            keys += QStringLiteral(",\n  ");
            keyNames += QStringLiteral(", ");
        }
        keys += QStringLiteral("k%1 %2 NOT NULL").arg(n(i), type);
        keyNames += QStringLiteral("k") + n(i);
        const QString parent = i > 0 ? QStringLiteral(" INTERLEAVE IN PARENT t%1 ON DELETE CASCADE").arg(n(i - 1)) : QString();
        if (isPg(d))
            out += QStringLiteral("CREATE TABLE t%1 (\n  %2,\n  v varchar,\n  PRIMARY KEY (%3)\n)%4;\n").arg(n(i), keys, keyNames, parent);
        else
            out += QStringLiteral("CREATE TABLE t%1 (\n  %2,\n  v STRING(MAX),\n) PRIMARY KEY (%3)%4;\n")
                       .arg(n(i), keys, keyNames, parent.isEmpty() ? QString() : u',' + parent);
    }
}

// One parent with very many interleaved children (and an index interleaved in each).
void interleaveFanout(QString &out, Dialect d, qsizetype size)
{
    out += table(d, QStringLiteral("p"), 0);
    const QString type = isPg(d) ? QStringLiteral("bigint") : QStringLiteral("INT64");
    for (qsizetype i = 0; out.size() < size; ++i) {
        if (isPg(d))
            out += QStringLiteral("CREATE TABLE c%1 (\n  id %2 NOT NULL,\n  k %2 NOT NULL,\n  v varchar,\n  PRIMARY KEY (id, k)\n) "
                                  "INTERLEAVE IN PARENT p ON DELETE CASCADE;\n").arg(n(i), type);
        else
            out += QStringLiteral("CREATE TABLE c%1 (\n  id %2 NOT NULL,\n  k %2 NOT NULL,\n  v STRING(MAX),\n) PRIMARY KEY (id, k),\n"
                                  "  INTERLEAVE IN PARENT p ON DELETE CASCADE;\n").arg(n(i), type);
        out += (isPg(d) ? QStringLiteral("CREATE INDEX c%1_by_v ON c%1 (id, v) INTERLEAVE IN p;\n")
                        : QStringLiteral("CREATE INDEX c%1_by_v ON c%1 (id, v), INTERLEAVE IN p;\n")).arg(n(i));
    }
}

// A few tables and columns whose names are as long as the size allows (far beyond Spanner's 128).
void longIdentifiers(QString &out, Dialect d, qsizetype size)
{
    const qsizetype length = std::max<qsizetype>(size / 8, 1);
    const QString longName = QString(length, u'x');
    out += table(d, QStringLiteral("t_") + longName, 1);
    out += QStringLiteral("CREATE TABLE u (id %1 NOT NULL, c_%2 %1%3);\n")
               .arg(isPg(d) ? QStringLiteral("bigint") : QStringLiteral("INT64"), longName,
                    isPg(d) ? QStringLiteral(", PRIMARY KEY (id)") : QStringLiteral(") PRIMARY KEY (id"));
    const QString quote = isPg(d) ? QStringLiteral("\"") : QStringLiteral("`");
    out += QStringLiteral("CREATE INDEX %1i_%2%1 ON u (id);\n").arg(quote, QString(length, u'y'));
    while (out.size() < size)
        out += QStringLiteral("-- ") + QString(std::min<qsizetype>(size - out.size(), length), u'z') + u'\n';
}

// String literals of the whole size: a DEFAULT, a column description and an escaped literal.
void longLiterals(QString &out, Dialect d, qsizetype size)
{
    const qsizetype length = std::max<qsizetype>(size / 4, 1);
    const QString plain(length, u'a');
    QString escaped;
    for (qsizetype i = 0; escaped.size() < length; ++i)
        escaped += isPg(d) ? QStringLiteral("it''s ") : QStringLiteral("\\n\\t\\'");
    if (isPg(d)) {
        out += QStringLiteral("CREATE TABLE t (\n  id bigint NOT NULL,\n  s varchar DEFAULT ('%1'),\n  e varchar DEFAULT ('%2'),\n"
                              "  PRIMARY KEY (id)\n);\n").arg(plain, escaped);
        out += QStringLiteral("CREATE TABLE u (\n  id bigint NOT NULL,\n  s varchar DEFAULT ($$%1$$),\n  PRIMARY KEY (id)\n);\n")
                   .arg(plain);
    } else {
        out += QStringLiteral("CREATE TABLE t (\n  id INT64 NOT NULL,\n  s STRING(MAX) DEFAULT (\"%1\"),\n"
                              "  e STRING(MAX) DEFAULT ('%2') OPTIONS (allow_commit_timestamp = false),\n) PRIMARY KEY (id);\n")
                   .arg(plain, escaped);
        out += QStringLiteral("ALTER DATABASE db SET OPTIONS (default_leader = '%1');\n").arg(plain);
    }
}

// Parentheses nested as deep as the size allows, in a DEFAULT.
void deepParentheses(QString &out, Dialect d, qsizetype size)
{
    const qsizetype depth = std::max<qsizetype>((size - 100) / 2, 1);
    out += table(d, QStringLiteral("t"), 0,
                 QStringLiteral(",\n  v %1 DEFAULT %2 1 %3").arg(isPg(d) ? QStringLiteral("bigint") : QStringLiteral("INT64"),
                                                                QString(depth, u'('), QString(depth, u')')));
}

// Function calls and unary operators nested as deep as the size allows, in a CHECK.
void deepExpressions(QString &out, Dialect d, qsizetype size)
{
    QString open;
    std::vector<const char16_t *> closers; // in opening order; closed in reverse
    for (qsizetype i = 0; out.size() + 2 * open.size() < size - 100; ++i) {
        switch (i % 3) {
        case 0:
            open += QStringLiteral("ABS(");
            closers.push_back(u")");
            break;
        case 1:
            open += QStringLiteral("- ");
            break;
        default:
            open += QStringLiteral("COALESCE(");
            closers.push_back(u", 0)");
            break;
        }
    }
    QString close;
    for (auto it = closers.rbegin(); it != closers.rend(); ++it)
        close += QStringView(*it);
    out += table(d, QStringLiteral("t"), 1, QStringLiteral(",\n  CONSTRAINT ck CHECK (%1c0%2 > 0)").arg(open, close));
}

// ARRAY<STRUCT<f ARRAY<STRUCT<...>>>> as deep as the size allows (GoogleSQL), nested array
// types in PostgreSQL (bigint[][]... is one level; so deep casts instead).
void deepTypes(QString &out, Dialect d, qsizetype size)
{
    if (isPg(d)) {
        QString e = QStringLiteral("1");
        const qsizetype depth = std::max<qsizetype>((size - 100) / 22, 1);
        QString open, close;
        for (qsizetype i = 0; i < depth; ++i) {
            open += QStringLiteral("CAST(");
            close += QStringLiteral(" AS bigint)");
        }
        out += table(d, QStringLiteral("t"), 0, QStringLiteral(",\n  v bigint DEFAULT (%1%2%3)").arg(open, e, close));
        return;
    }
    const qsizetype depth = std::max<qsizetype>((size - 100) / 24, 1);
    QString type;
    for (qsizetype i = 0; i < depth; ++i)
        type += QStringLiteral("ARRAY<STRUCT<f ");
    type += QStringLiteral("INT64");
    for (qsizetype i = 0; i < depth; ++i)
        type += QStringLiteral(">>");
    out += table(d, QStringLiteral("t"), 0, QStringLiteral(",\n  v ") + type);
}

// A flat expression of the whole size: a long sum and a long IN list.
void longExpressions(QString &out, Dialect d, qsizetype size)
{
    const qsizetype half = size / 2;
    QString sum = QStringLiteral("c0");
    while (sum.size() < half)
        sum += QStringLiteral(" + c0");
    QString list = QStringLiteral("0");
    for (qsizetype i = 1; list.size() < half; ++i)
        list += QStringLiteral(", ") + n(i);
    out += table(d, QStringLiteral("t"), 1,
                 QStringLiteral(",\n  CONSTRAINT ck_sum CHECK (%1 > 0),\n  CONSTRAINT ck_in CHECK (c0 IN (%2))").arg(sum, list));
}

// A very wide struct type and a view selecting very many columns (GoogleSQL); PostgreSQL has no
// STRUCT, so a view over a wide table there.
void wideViews(QString &out, Dialect d, qsizetype size)
{
    const qsizetype columns = 300;
    out += table(d, QStringLiteral("w"), columns);
    QString select = QStringLiteral("w.id");
    while (out.size() + select.size() < size - 100)
        select += QStringLiteral(", w.c") + n((select.size() / 7) % columns);
    out += QStringLiteral("CREATE VIEW v SQL SECURITY INVOKER AS SELECT %1 FROM w;\n").arg(select);
}

// Comments: a long run of line comments, one huge block comment, comments between all tokens,
// and suppression directives naming many rules.
void comments(QString &out, Dialect d, qsizetype size)
{
    const qsizetype quarter = size / 4;
    while (out.size() < quarter)
        out += QStringLiteral("-- a comment line that says nothing in particular\n");
    out += QStringLiteral("/* ") + QString(quarter, u'*') + QStringLiteral(" */\n");
    QString directive = QStringLiteral("-- spanner-schema: disable=table-no-interleave");
    for (qsizetype i = 0; directive.size() < quarter / 2; ++i)
        directive += QStringLiteral(",rule-") + n(i);
    out += directive + u'\n';
    out += table(d, QStringLiteral("t"), 4);
    for (qsizetype i = 0; out.size() < size; ++i)
        out += QStringLiteral("/* c */ CREATE /* c */ INDEX /* c */ i%1 /* c */ ON /* c */ t /* c */ (c1) /* c */; "
                              "-- spanner-schema: disable=index-redundant\n").arg(n(i));
}

// A change stream over very many tables, after the tables.
void changeStreamTargets(QString &out, Dialect d, qsizetype size)
{
    QString targets;
    for (qsizetype i = 0; out.size() + targets.size() < size; ++i) {
        out += table(d, QStringLiteral("t") + n(i), 1);
        targets += (i ? QStringLiteral(", t") : QStringLiteral("t")) + n(i);
    }
    out += QStringLiteral("CREATE CHANGE STREAM s FOR %1;\n").arg(targets);
}

// Many named schemas, each with a table that references the table of the schema before.
void namedSchemas(QString &out, Dialect d, qsizetype size)
{
    for (qsizetype i = 0; out.size() < size; ++i) {
        const QString s = QStringLiteral("s") + n(i);
        out += QStringLiteral("CREATE SCHEMA %1;\n").arg(s);
        const QString fk = i > 0 ? QStringLiteral(",\n  CONSTRAINT fk%1 FOREIGN KEY (c0) REFERENCES s%2.t (id)").arg(n(i), n(i - 1))
                                 : QString();
        out += table(d, s + QStringLiteral(".t"), 1, fk);
        // GoogleSQL names the index in the table's schema; PostgreSQL's CREATE INDEX does it itself.
        out += QStringLiteral("CREATE INDEX %1t_by_c0 ON %2.t (c0);\n").arg(d == Dialect::GoogleSql ? s + u'.' : QString(), s);
    }
}

const std::vector<Shape> kShapes = {
    {"wide_table", "one table, very many columns (defaults, generated columns)", true, true, nullptr, wideTable},
    {"many_fks", "one table, very many foreign keys", true, true, nullptr, manyForeignKeys},
    {"many_checks", "one table, very many CHECK constraints", true, true, nullptr, manyChecks},
    {"many_indexes", "one table, very many indexes", true, true, nullptr, manyIndexes},
    {"many_alters", "one table altered again and again", true, true, nullptr, manyAlters},
    {"many_drops", "many tables and indexes, dropped in creation order", true, true, nullptr, manyDrops},
    {"drop_create_cycles", "tables dropped and created in turn, the schema staying large", true, true, nullptr,
     dropCreateCycles},
    {"drop_create_alter_cycles", "drop_create_cycles with each new table altered once", true, true, nullptr,
     dropCreateAlterCycles},
    {"many_statements", "many small tables with sequences, indexes, FKs, views", true, true, nullptr, manyStatements},
    {"interleave_chain", "one deep interleave chain", true, true, nullptr, interleaveChain},
    {"interleave_fanout", "one parent, very many interleaved children", true, true, nullptr, interleaveFanout},
    {"long_identifiers", "names of megabytes", true, true, nullptr, longIdentifiers},
    {"long_literals", "string literals of megabytes", true, true, nullptr, longLiterals},
    {"deep_parentheses", "parentheses nested a million deep", false, false, nullptr, deepParentheses},
    {"deep_expressions", "function calls and unary minus nested deep", false, false, nullptr, deepExpressions},
    {"deep_types", "ARRAY<STRUCT<...>> (GoogleSQL) or CAST (PostgreSQL) nested deep", false, false, nullptr, deepTypes},
    {"long_expressions", "one very long sum and IN list", false, true, nullptr, longExpressions},
    {"wide_views", "a view selecting very many columns", true, true, nullptr, wideViews},
    {"comments", "comment runs, a huge block comment, directives with many rules", true, true, nullptr, comments},
    {"change_stream_targets", "a change stream over very many tables", true, true, nullptr, changeStreamTargets},
    {"named_schemas", "very many named schemas", true, true, nullptr, namedSchemas},
};

} // namespace

const std::vector<Shape> &shapes()
{
    return kShapes;
}

const Shape *findShape(QStringView name)
{
    for (const Shape &s : kShapes)
        if (name == QLatin1StringView(s.name))
            return &s;
    return nullptr;
}

QString generate(const Shape &shape, Dialect dialect, qsizetype size)
{
    QString out;
    out.reserve(size + size / 8 + 4096);
    shape.generate(out, dialect, size);
    return out;
}

} // namespace ssd::hostile
