#include "statementwriter.h"

#include "sourcecomments.h"
#include "statementmemo.h"
#include "statementsplitter.h"

namespace ssd {

namespace {

void appendNamedBody(QString &out, QStringView keyword, const QString &objectName, const QString &body, Dialect dialect)
{
    put(out, keyword);
    appendName(out, objectName, dialect);
    if (!body.isEmpty()) {
        put(out, u' ');
        put(out, body);
    }
}

// A generous guess of the text size, so that the buffer is allocated once: most statements are
// CREATE TABLE, about 30 characters a column plus the expressions written as they are.
qsizetype estimatedSize(const Schema &schema, const std::vector<PlannedStatement> &plan)
{
    qsizetype size = 48 * qsizetype(plan.size());
    for (const Table &t : schema.tables) {
        size += t.name.size() + 40 * qsizetype(t.columns.size() + t.foreignKeys.size() + t.checks.size());
        for (const Column &c : t.columns) {
            size += c.name.size();
            if (c.defaultExpr)
                size += c.defaultExpr->size();
            if (c.generatedExpr)
                size += c.generatedExpr->size();
        }
        for (const CheckConstraint &check : t.checks)
            size += check.expr.size();
    }
    for (const Index &i : schema.indexes)
        size += i.name.size() + i.table.size() + 24 * qsizetype(i.keys.size() + i.storing.size());
    for (const View &v : schema.views)
        size += v.query.size();
    for (const KeptStatement &k : schema.keptStatements)
        size += k.text.size();
    for (const FreeComment &c : schema.freeComments)
        size += c.text.size() + 8;
    for (const Model &m : schema.models)
        size += m.body.size();
    for (const PropertyGraph &g : schema.propertyGraphs)
        size += g.body.size();
    return size;
}

} // namespace

const QString *statementComment(const Schema &schema, const PlannedStatement &p)
{
    using Kind = PlannedStatement::Kind;
    const auto i = size_t(p.index);
    switch (p.kind) {
    case Kind::NamedSchema: return &schema.schemas[i].comment;
    case Kind::LocalityGroup: return &schema.localityGroups[i].comment;
    case Kind::Sequence: return &schema.sequences[i].comment;
    case Kind::Table: return &schema.tables[i].comment;
    case Kind::Index: return &schema.indexes[i].comment;
    case Kind::ForeignKey: return &schema.tables[i].foreignKeys[size_t(p.sub)].comment;
    case Kind::ChangeStream: return &schema.changeStreams[i].comment;
    case Kind::Model: return &schema.models[i].comment;
    case Kind::View: return &schema.views[i].comment;
    case Kind::PropertyGraph: return &schema.propertyGraphs[i].comment;
    case Kind::Role: return &schema.roles[i].comment;
    case Kind::Grant: return &schema.grants[i].comment;
    case Kind::Kept: return &schema.keptStatements[i].comment;
    case Kind::DatabaseOptions:
    case Kind::ProtoBundle:
    case Kind::ColumnLocalityGroup:
        return nullptr;
    }
    return nullptr;
}

// Defined next to each writer's kWriter.
const DialectWriter &googleSqlDialectWriter();
const DialectWriter &postgreSqlDialectWriter();

const DialectWriter &dialectWriter(Dialect dialect)
{
    return dialect == Dialect::GoogleSql ? googleSqlDialectWriter() : postgreSqlDialectWriter();
}

void appendStatement(QString &out, const Schema &schema, const PlannedStatement &p, const DialectWriter &writer)
{
    using Kind = PlannedStatement::Kind;
    const Dialect dialect = writer.dialect;
    const auto i = size_t(p.index);
    switch (p.kind) {
    case Kind::DatabaseOptions:
    case Kind::ProtoBundle:
    case Kind::LocalityGroup:
    case Kind::ColumnLocalityGroup:
        writer.dialectStatement(out, schema, p);
        break;
    case Kind::NamedSchema:
        put(out, u16(u"CREATE SCHEMA "));
        appendName(out, schema.schemas[i].name, dialect);
        break;
    case Kind::Sequence:
        writer.createSequence(out, schema.sequences[i]);
        break;
    case Kind::Table:
        writer.createTable(out, schema.tables[i], p.inlineForeignKeys);
        break;
    case Kind::Index:
        writer.createIndex(out, schema.indexes[i]);
        break;
    case Kind::ForeignKey: {
        const Table &t = schema.tables[i];
        put(out, u16(u"ALTER TABLE "));
        appendName(out, t.name, dialect);
        put(out, u16(u" ADD "));
        writer.foreignKey(out, t.foreignKeys[size_t(p.sub)]);
        break;
    }
    case Kind::ChangeStream:
        writer.createChangeStream(out, schema.changeStreams[i]);
        break;
    case Kind::Model:
        appendNamedBody(out, u16(u"CREATE MODEL "), schema.models[i].name, schema.models[i].body, dialect);
        break;
    case Kind::View: {
        const View &v = schema.views[i];
        put(out, u16(u"CREATE VIEW "));
        appendName(out, v.name, dialect);
        if (!v.sqlSecurity.isEmpty()) {
            put(out, u16(u" SQL SECURITY "));
            put(out, v.sqlSecurity);
        }
        put(out, u16(u" AS "));
        put(out, v.query);
        break;
    }
    case Kind::PropertyGraph:
        appendNamedBody(out, u16(u"CREATE PROPERTY GRAPH "), schema.propertyGraphs[i].name, schema.propertyGraphs[i].body, dialect);
        break;
    case Kind::Role:
        put(out, u16(u"CREATE ROLE "));
        appendName(out, schema.roles[i].name, dialect);
        break;
    case Kind::Grant:
        writer.grant(out, schema.grants[i]);
        break;
    case Kind::Kept:
        put(out, schema.keptStatements[i].text);
        break;
    }
}

QStringList writeStatementList(const Schema &schema, const DialectWriter &writer)
{
    const std::vector<PlannedStatement> plan = planStatements(schema);
    QStringList statements;
    statements.reserve(qsizetype(plan.size()));
    for (const PlannedStatement &p : plan) {
        QString text;
        appendStatement(text, schema, p, writer);
        // These go to Spanner one by one, and Spanner refuses comments inside a statement (a
        // column's comment, or a kept statement's own): the DDL text keeps them, the list does not.
        if (text.contains(u'-') || text.contains(u'/') || text.contains(u'#'))
            text = statementForSpanner(text, writer.dialect);
        statements.push_back(std::move(text));
    }
    return statements;
}

namespace {

// The whole text in one buffer, reserved up front.
struct OneBuffer
{
    QString out;
    QString &buffer() { return out; }
    void appendShared(const QString &piece) { out += piece; }
    qsizetype size() const { return out.size(); }
};

// The statement loop of writeDdlText and writeDdlPieces: `sink` takes text written into its
// buffer() and, with a memo, the memo's statements, which it may share rather than copy.
template<typename Sink>
void writeStatements(const Schema &schema, const DialectWriter &writer, StatementMemo *memo, QStringView header,
                     const std::vector<PlannedStatement> &plan, Sink &sink)
{
    if (memo)
        memo->beginWrite(writer);
    const std::vector<std::vector<int>> freeBefore = freeCommentPlaces(schema, plan);
    if (!header.isEmpty()) {
        sink.buffer() += header;
        put(sink.buffer(), u'\n');
    }
    // Files as people write them: a blank line between statements, each statement's comment
    // right above it, the free comments at their place.
    const qsizetype start = sink.size();
    auto separate = [&] {
        if (sink.size() > start)
            put(sink.buffer(), u'\n');
    };
    for (size_t pos = 0; pos <= plan.size(); ++pos) {
        for (int f : freeBefore[pos]) {
            separate();
            appendCommentLines(sink.buffer(), schema.freeComments[size_t(f)].text, {});
        }
        if (pos == plan.size())
            break;
        const PlannedStatement &p = plan[pos];
        separate();
        if (const QString *comment = statementComment(schema, p))
            appendCommentLines(sink.buffer(), *comment, {});
        if (memo && p.kind == PlannedStatement::Kind::Table)
            sink.appendShared(memo->createTable(schema.tables[size_t(p.index)], p.inlineForeignKeys));
        else if (memo && p.kind == PlannedStatement::Kind::Index)
            sink.appendShared(memo->createIndex(schema.indexes[size_t(p.index)]));
        else
            appendStatement(sink.buffer(), schema, p, writer);
        put(sink.buffer(), u16(u";\n"));
    }
    if (memo)
        memo->endWrite();
}

} // namespace

QString writeDdlText(const Schema &schema, const DialectWriter &writer, QStringView header)
{
    const std::vector<PlannedStatement> plan = planStatements(schema);
    OneBuffer sink;
    sink.out.reserve(header.size() + 1 + estimatedSize(schema, plan));
    writeStatements(schema, writer, nullptr, header, plan, sink);
    return std::move(sink.out);
}

PiecedText writeDdlPieces(const Schema &schema, const DialectWriter &writer, StatementMemo &memo, QStringView header)
{
    PiecedTextBuilder sink;
    writeStatements(schema, writer, &memo, header, planStatements(schema), sink);
    return sink.take();
}

QString createTableText(const Table &table, const DialectWriter &writer)
{
    QString out;
    writer.createTable(out, table, int(table.foreignKeys.size()));
    return out;
}

QString createIndexText(const Index &index, const DialectWriter &writer)
{
    QString out;
    writer.createIndex(out, index);
    return out;
}

void appendConstraintName(QString &out, const QString &constraintName, Dialect dialect)
{
    if (constraintName.isEmpty())
        return;
    put(out, u16(u"CONSTRAINT "));
    appendName(out, constraintName, dialect);
    put(out, u' ');
}

void appendChangeStreamTargets(QString &out, const std::vector<ChangeStream::Target> &targets, Dialect dialect)
{
    for (size_t i = 0; i < targets.size(); ++i) {
        if (i > 0)
            put(out, u16(u", "));
        appendName(out, targets[i].table, dialect);
        if (targets[i].columns) {
            put(out, u'(');
            appendNameList(out, *targets[i].columns, dialect);
            put(out, u')');
        }
    }
}

void appendOptionItems(QString &out, const Options &options, QStringView first, QStringView separator, QStringView last)
{
    put(out, first);
    for (size_t i = 0; i < options.size(); ++i) {
        if (i > 0)
            put(out, separator);
        put(out, options[i].name);
        put(out, u16(u" = "));
        put(out, options[i].value);
    }
    put(out, last);
}

void appendIdentity(QString &out, const Column &column, void (*clauses)(QString &, const SequenceOptions &, bool &))
{
    put(out, u16(u" GENERATED BY DEFAULT AS IDENTITY"));
    if (!column.identity)
        return;
    QString text;
    bool any = false;
    clauses(text, *column.identity, any);
    if (any) {
        put(out, u16(u" ("));
        put(out, text);
        put(out, u')');
    }
}

void appendSequenceHead(QString &out, const Sequence &sequence, Dialect dialect,
                        void (*clauses)(QString &, const SequenceOptions &, bool &))
{
    put(out, u16(u"CREATE SEQUENCE "));
    appendName(out, sequence.name, dialect);
    QString text;
    bool any = false;
    clauses(text, sequence.clauses, any);
    if (any) {
        put(out, u' ');
        put(out, text);
    }
}

} // namespace ssd
