#include "writerutil.h"

#include "lexing/keywords.h"
#include "lexing/lexedtext.h"

#include <QHash>

#include <array>

#include <functional>

#include <algorithm>
#include <numeric>

namespace ssd {

namespace {

bool isAsciiLetter(QChar c) { return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z'); }
bool isAsciiDigit(QChar c) { return c >= u'0' && c <= u'9'; }

bool isPlainGoogleSqlIdentifier(QStringView part)
{
    if (part.isEmpty() || !(isAsciiLetter(part[0]) || part[0] == u'_'))
        return false;
    for (QChar c : part)
        if (!(isAsciiLetter(c) || isAsciiDigit(c) || c == u'_'))
            return false;
    return true;
}

bool isPlainPostgreSqlIdentifier(QStringView part)
{
    if (part.isEmpty() || !((part[0] >= u'a' && part[0] <= u'z') || part[0] == u'_'))
        return false;
    for (QChar c : part)
        if (!((c >= u'a' && c <= u'z') || isAsciiDigit(c) || c == u'_' || c == u'$'))
            return false;
    return true;
}

// Quotes `part` with `quote`, doubling or escaping the characters that must be: whole runs at a
// time (a converted GoogleSQL schema quotes nearly every name in PostgreSQL).
void appendQuoted(QString &out, QStringView part, QChar quote, bool (*mustEscape)(QChar), QChar escape)
{
    put(out, quote);
    qsizetype start = 0;
    for (qsizetype i = 0; i < part.size(); ++i) {
        if (!mustEscape(part[i]))
            continue;
        put(out, part.sliced(start, i - start));
        put(out, escape);
        start = i;
    }
    put(out, part.sliced(start));
    put(out, quote);
}

void appendNamePart(QString &out, QStringView part, Dialect dialect)
{
    if (dialect == Dialect::GoogleSql) {
        if (isPlainGoogleSqlIdentifier(part) && !isGoogleSqlReservedKeyword(part))
            put(out, part);
        else
            appendQuoted(out, part, u'`', [](QChar c) { return c == u'`' || c == u'\\'; }, u'\\');
        return;
    }
    if (isPlainPostgreSqlIdentifier(part) && !isPostgreSqlReservedName(part))
        put(out, part);
    else
        appendQuoted(out, part, u'"', [](QChar c) { return c == u'"'; }, u'"');
}

} // namespace

namespace {

// Whether every dot-separated part of the name prints unquoted: checked in one pass with a
// character table, so that the common case is a single append (names are the most frequent
// piece of the DDL text).
bool printsUnquoted(QStringView name, Dialect dialect)
{
    // Bit 1: may start a GoogleSQL identifier, 2: may continue one; 4 and 8 the same for PostgreSQL.
    static constexpr auto kClass = [] {
        std::array<unsigned char, 128> table{};
        for (int c = 0; c < 128; ++c) {
            const bool lower = c >= 'a' && c <= 'z', upper = c >= 'A' && c <= 'Z', digit = c >= '0' && c <= '9';
            const bool underscore = c == '_';
            table[size_t(c)] = (unsigned char)(((lower || upper || underscore) ? 1 : 0) | ((lower || upper || digit || underscore) ? 2 : 0)
                                               | ((lower || underscore) ? 4 : 0) | ((lower || digit || underscore || c == '$') ? 8 : 0));
        }
        return table;
    }();
    const unsigned char startBit = dialect == Dialect::GoogleSql ? 1 : 4;
    const unsigned char restBit = dialect == Dialect::GoogleSql ? 2 : 8;
    const char16_t *p = name.utf16();
    const char16_t *end = p + name.size();
    const char16_t *partStart = p;
    for (;; ++p) {
        if (p == end || *p == u'.') {
            if (p == partStart)
                return false;
            const QStringView part(partStart, p);
            if (dialect == Dialect::GoogleSql ? isGoogleSqlReservedKeyword(part) : isPostgreSqlReservedName(part))
                return false;
            if (p == end)
                return true;
            partStart = p + 1;
            continue;
        }
        const char16_t c = *p;
        if (c >= 128 || !(kClass[c] & (p == partStart ? startBit : restBit)))
            return false;
    }
}

} // namespace

void appendName(QString &out, QStringView name, Dialect dialect)
{
    if (printsUnquoted(name, dialect)) {
        put(out, name);
        return;
    }
    // Part by part: most names have no dot.
    const QChar *begin = name.data();
    const QChar *end = begin + name.size();
    const QChar *start = begin;
    for (const QChar *p = begin; p != end; ++p) {
        if (*p == u'.') {
            appendNamePart(out, QStringView(start, p), dialect);
            put(out, u'.');
            start = p + 1;
        }
    }
    appendNamePart(out, QStringView(start, end), dialect);
}

QString quotedName(QStringView name, Dialect dialect)
{
    QString out;
    out.reserve(name.size() + 2);
    appendName(out, name, dialect);
    return out;
}

void appendNameList(QString &out, const QStringList &names, Dialect dialect)
{
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (i > 0)
            put(out, u16(u", "));
        appendName(out, names[i], dialect);
    }
}

void appendNumber(QString &out, qint64 value)
{
    // Digits by hand: QString::number allocates, and lengths are printed for every column.
    char16_t buffer[24];
    int pos = 24;
    quint64 v = value < 0 ? 0 - quint64(value) : quint64(value);
    do {
        buffer[--pos] = char16_t(u'0' + v % 10);
        v /= 10;
    } while (v != 0);
    if (value < 0)
        buffer[--pos] = u'-';
    put(out, QStringView(buffer + pos, 24 - pos));
}

namespace {

// Proto and enum type names: back-quote the whole path when any part needs quoting.
void appendProtoName(QString &out, const QString &name)
{
    bool plain = !name.isEmpty();
    for (QStringView part : QStringView(name).split(u'.'))
        if (!isPlainGoogleSqlIdentifier(part) || isGoogleSqlReservedKeyword(part))
            plain = false;
    if (plain) {
        put(out, name);
        return;
    }
    put(out, u'`');
    put(out, name);
    put(out, u'`');
}

void appendGoogleSqlType(QString &out, const ColumnType &type)
{
    switch (type.kind) {
    case TypeKind::Bool: put(out, u16(u"BOOL")); break;
    case TypeKind::Int64: put(out, u16(u"INT64")); break;
    case TypeKind::Float32: put(out, u16(u"FLOAT32")); break;
    case TypeKind::Float64: put(out, u16(u"FLOAT64")); break;
    case TypeKind::Numeric: put(out, u16(u"NUMERIC")); break;
    case TypeKind::String:
    case TypeKind::Bytes:
        put(out, type.kind == TypeKind::String ? u16(u"STRING(") : u16(u"BYTES("));
        if (type.length)
            appendNumber(out, *type.length);
        else
            put(out, u16(u"MAX"));
        put(out, u')');
        break;
    case TypeKind::Json: put(out, u16(u"JSON")); break;
    case TypeKind::Date: put(out, u16(u"DATE")); break;
    case TypeKind::Timestamp: put(out, u16(u"TIMESTAMP")); break;
    case TypeKind::Uuid: put(out, u16(u"UUID")); break;
    case TypeKind::Interval: put(out, u16(u"INTERVAL")); break;
    case TypeKind::TokenList: put(out, u16(u"TOKENLIST")); break;
    case TypeKind::Array:
        put(out, u16(u"ARRAY<"));
        if (const ColumnType *element = type.arrayElement())
            appendGoogleSqlType(out, *element);
        put(out, u'>');
        if (type.vectorLength) {
            put(out, u16(u"(vector_length=>"));
            appendNumber(out, *type.vectorLength);
            put(out, u')');
        }
        break;
    case TypeKind::Struct:
        put(out, u16(u"STRUCT<"));
        for (size_t i = 0; i < type.element.size(); ++i) {
            if (i > 0)
                put(out, u16(u", "));
            if (qsizetype(i) < type.fieldNames.size() && !type.fieldNames[qsizetype(i)].isEmpty()) {
                appendName(out, type.fieldNames[qsizetype(i)], Dialect::GoogleSql);
                put(out, u' ');
            }
            appendGoogleSqlType(out, type.element[i]);
        }
        put(out, u'>');
        break;
    case TypeKind::Proto:
    case TypeKind::Enum:
        appendProtoName(out, type.protoName);
        break;
    }
}

void appendPostgreSqlType(QString &out, const ColumnType &type)
{
    switch (type.kind) {
    case TypeKind::Bool: put(out, u16(u"boolean")); break;
    case TypeKind::Int64: put(out, u16(u"bigint")); break;
    case TypeKind::Float32: put(out, u16(u"real")); break;
    case TypeKind::Float64: put(out, u16(u"double precision")); break;
    case TypeKind::Numeric: put(out, u16(u"numeric")); break;
    case TypeKind::String:
        put(out, u16(u"character varying"));
        if (type.length) {
            put(out, u'(');
            appendNumber(out, *type.length);
            put(out, u')');
        }
        break;
    case TypeKind::Bytes: put(out, u16(u"bytea")); break;
    case TypeKind::Json: put(out, u16(u"jsonb")); break;
    case TypeKind::Date: put(out, u16(u"date")); break;
    case TypeKind::Timestamp: put(out, u16(u"timestamp with time zone")); break;
    case TypeKind::Uuid: put(out, u16(u"uuid")); break;
    case TypeKind::Interval: put(out, u16(u"interval")); break;
    case TypeKind::TokenList: put(out, u16(u"spanner.tokenlist")); break;
    case TypeKind::Array:
        if (const ColumnType *element = type.arrayElement())
            appendPostgreSqlType(out, *element);
        put(out, u16(u"[]"));
        if (type.vectorLength) {
            put(out, u16(u" VECTOR LENGTH "));
            appendNumber(out, *type.vectorLength);
        }
        break;
    case TypeKind::Struct:
    case TypeKind::Proto:
    case TypeKind::Enum:
        // Not expressible in PostgreSQL; convertSchema drops such columns with a warning. A
        // hand-built PostgreSQL schema still shows the GoogleSQL spelling rather than nothing.
        appendGoogleSqlType(out, type);
        break;
    }
}

} // namespace

void appendTypeName(QString &out, const ColumnType &type, Dialect dialect)
{
    if (dialect == Dialect::GoogleSql)
        appendGoogleSqlType(out, type);
    else
        appendPostgreSqlType(out, type);
}

void appendColumnTypeName(QString &out, const Column &column, Dialect dialect)
{
    if (dialect == Dialect::PostgreSql && column.type.kind == TypeKind::Timestamp
        && column.allowsCommitTimestamp()) {
        put(out, u16(u"spanner.commit_timestamp"));
        return;
    }
    appendTypeName(out, column.type, dialect);
}

// ---------------------------------------------------------------------------------------------
// Statement plan

namespace {

template<typename T>
std::vector<int> idOrder(const std::vector<T> &objects)
{
    std::vector<int> order(objects.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return objects[size_t(a)].id < objects[size_t(b)].id; });
    return order;
}

bool isName(const Token &t) { return t.kind == TokenKind::Identifier || t.kind == TokenKind::QuotedIdentifier; }

QStringView nameText(QStringView text, const Token &t)
{
    return t.kind == TokenKind::QuotedIdentifier ? quotedBody(text, t) : text.mid(t.offset, t.length);
}

// Names of the views a view's query mentions (case-insensitive: query references are
// case-insensitive in both dialects), as the dialect's lexer reads the query: a name inside a
// string literal or a comment is no reference. A false dependency would only move a view later.
std::vector<int> viewDependencies(const Schema &schema, const View &view,
                                  const QHash<QString, int> &viewByLowerName)
{
    std::vector<int> deps;
    const QString &q = view.query;
    const std::vector<Token> tokens = lexText(q, schema.dialect).tokens;
    for (size_t i = 0; i < tokens.size(); ++i) {
        if (!isName(tokens[i]))
            continue;
        // A dotted path (schema.view), written without spaces, is one reference.
        QString word = nameText(q, tokens[i]).toString();
        while (i + 2 < tokens.size() && isPunct(q, tokens[i + 1], u'.') && isName(tokens[i + 2])
               && tokens[i + 1].offset == tokens[i].end() && tokens[i + 2].offset == tokens[i + 1].end()) {
            word += u'.';
            word += nameText(q, tokens[i + 2]);
            i += 2;
        }
        word = word.toLower();
        auto it = viewByLowerName.constFind(word);
        if (it == viewByLowerName.constEnd()) {
            // "v.col" also references v.
            const qsizetype dot = word.indexOf(u'.');
            if (dot > 0)
                it = viewByLowerName.constFind(word.left(dot));
        }
        if (it != viewByLowerName.constEnd() && schema.views[size_t(*it)].name != view.name)
            deps.push_back(*it);
    }
    return deps;
}

} // namespace

// For each place in the plan (0 .. plan.size()), the objects (their indexes in `objects`, in id
// order) that go right before the statement there: before the first statement whose anchor is
// greater than the object's id. The prefix maximum of the anchors grows, so a binary search finds
// that place (a linear scan per object was quadratic in a schema of many comments).
template<typename T>
std::vector<std::vector<int>> placesInPlan(const std::vector<PlannedStatement> &plan, const std::vector<T> &objects)
{
    std::vector<ObjectId> prefixMax(plan.size());
    ObjectId highest = 0;
    for (size_t i = 0; i < plan.size(); ++i)
        prefixMax[i] = highest = std::max(highest, plan[i].anchor);
    std::vector<std::vector<int>> before(plan.size() + 1);
    for (int k : idOrder(objects)) {
        const ObjectId id = objects[size_t(k)].id;
        const size_t pos = size_t(std::upper_bound(prefixMax.begin(), prefixMax.end(), id) - prefixMax.begin());
        before[pos].push_back(k);
    }
    return before;
}

std::vector<std::vector<int>> freeCommentPlaces(const Schema &schema, const std::vector<PlannedStatement> &plan)
{
    // A free comment stays right above the statement that followed it in the source: the one
    // created next, whatever the plan moved before it (sequences and named schemas print first,
    // so "before the first statement with a greater anchor" put every free comment above them).
    // One that came before every object (a file header) stays at the top, one after all of them
    // at the end.
    std::vector<std::pair<ObjectId, size_t>> byAnchor; // (anchor, place in the plan)
    byAnchor.reserve(plan.size());
    for (size_t i = 0; i < plan.size(); ++i)
        if (plan[i].anchor != 0)
            byAnchor.emplace_back(plan[i].anchor, i);
    std::sort(byAnchor.begin(), byAnchor.end());
    std::vector<std::vector<int>> before(plan.size() + 1);
    for (int k : idOrder(schema.freeComments)) {
        const ObjectId id = schema.freeComments[size_t(k)].id;
        const auto next = std::upper_bound(byAnchor.begin(), byAnchor.end(), id,
                                           [](ObjectId value, const auto &entry) { return value < entry.first; });
        const size_t place = next == byAnchor.begin() ? 0 : next == byAnchor.end() ? plan.size() : next->second;
        before[place].push_back(k);
    }
    return before;
}

std::vector<PlannedStatement> planStatements(const Schema &schema)
{
    using Kind = PlannedStatement::Kind;
    std::vector<PlannedStatement> plan;
    plan.reserve(schema.tables.size() + schema.indexes.size() + schema.views.size() + 16);
    auto add = [&plan](Kind kind, int index, ObjectId anchor) {
        PlannedStatement s;
        s.kind = kind;
        s.index = index;
        s.anchor = anchor;
        plan.push_back(s);
        return &plan.back();
    };

    if (!schema.databaseOptions.empty()) {
        if (schema.dialect == Dialect::GoogleSql) {
            add(Kind::DatabaseOptions, -1, 0);
        } else {
            for (size_t i = 0; i < schema.databaseOptions.size(); ++i)
                add(Kind::DatabaseOptions, int(i), 0);
        }
    }
    if (!schema.protoBundleTypes.isEmpty())
        add(Kind::ProtoBundle, -1, 0);
    for (int i : idOrder(schema.schemas))
        add(Kind::NamedSchema, i, schema.schemas[size_t(i)].id);
    for (int i : idOrder(schema.localityGroups))
        add(Kind::LocalityGroup, i, schema.localityGroups[size_t(i)].id);
    for (int i : idOrder(schema.sequences))
        add(Kind::Sequence, i, schema.sequences[size_t(i)].id);

    // Tables with their indexes.
    QHash<QString, int> tableByName;
    tableByName.reserve(qsizetype(schema.tables.size()));
    for (size_t i = 0; i < schema.tables.size(); ++i)
        tableByName.insert(schema.tables[i].name, int(i));
    std::vector<std::vector<int>> indexesOfTable(schema.tables.size());
    std::vector<int> orphanIndexes;
    for (int i : idOrder(schema.indexes)) {
        auto it = tableByName.constFind(schema.indexes[size_t(i)].table);
        if (it == tableByName.constEnd())
            orphanIndexes.push_back(i);
        else
            indexesOfTable[size_t(*it)].push_back(i);
    }
    for (auto &list : indexesOfTable)
        std::stable_sort(list.begin(), list.end(), [&](int a, int b) {
            return schema.indexes[size_t(a)].name < schema.indexes[size_t(b)].name;
        });

    std::vector<char> tableState(schema.tables.size(), 0); // 0 new, 1 in progress, 2 printed
    std::vector<int> lateIndexes;
    std::vector<std::pair<int, int>> lateForeignKeys;
    auto printed = [&](const QString &name) {
        auto it = tableByName.constFind(name);
        return it == tableByName.constEnd() || tableState[size_t(*it)] == 2;
    };
    // Recursion depth is bounded by the interleave depth; the in-progress mark stops cycles.
    std::function<void(int)> visit = [&](int t) {
        if (tableState[size_t(t)] != 0)
            return;
        tableState[size_t(t)] = 1;
        const Table &table = schema.tables[size_t(t)];
        if (table.interleave) {
            auto parent = tableByName.constFind(table.interleave->parent);
            if (parent != tableByName.constEnd())
                visit(*parent);
        }
        tableState[size_t(t)] = 2;
        PlannedStatement *s = add(Kind::Table, t, table.id);
        int inlineCount = 0;
        while (inlineCount < int(table.foreignKeys.size())) {
            const ForeignKey &fk = table.foreignKeys[size_t(inlineCount)];
            if (fk.referencedTable != table.name && !printed(fk.referencedTable))
                break;
            ++inlineCount;
        }
        s->inlineForeignKeys = inlineCount;
        if (schema.dialect == Dialect::PostgreSql) {
            for (size_t c = 0; c < table.columns.size(); ++c) {
                if (findOption(table.columns[c].options, u"locality_group")) {
                    PlannedStatement *lg = add(Kind::ColumnLocalityGroup, t, table.columns[c].id);
                    lg->sub = int(c);
                }
            }
        }
        for (int f = inlineCount; f < int(table.foreignKeys.size()); ++f)
            lateForeignKeys.emplace_back(t, f);
        for (int i : indexesOfTable[size_t(t)]) {
            const Index &index = schema.indexes[size_t(i)];
            if (index.interleaveIn.isEmpty() || index.interleaveIn == table.name || printed(index.interleaveIn))
                add(Kind::Index, i, index.id);
            else
                lateIndexes.push_back(i);
        }
    };
    for (int t : idOrder(schema.tables))
        visit(t);
    for (int i : lateIndexes)
        add(Kind::Index, i, schema.indexes[size_t(i)].id);
    for (int i : orphanIndexes)
        add(Kind::Index, i, schema.indexes[size_t(i)].id);
    for (const auto &[t, f] : lateForeignKeys) {
        PlannedStatement *s = add(Kind::ForeignKey, t, schema.tables[size_t(t)].foreignKeys[size_t(f)].id);
        s->sub = f;
    }

    for (int i : idOrder(schema.changeStreams))
        add(Kind::ChangeStream, i, schema.changeStreams[size_t(i)].id);
    for (int i : idOrder(schema.models))
        add(Kind::Model, i, schema.models[size_t(i)].id);

    // Views, each after the views it reads.
    QHash<QString, int> viewByLowerName;
    for (size_t i = 0; i < schema.views.size(); ++i)
        viewByLowerName.insert(schema.views[i].name.toLower(), int(i));
    std::vector<char> viewState(schema.views.size(), 0);
    std::function<void(int)> visitView = [&](int v) {
        if (viewState[size_t(v)] != 0)
            return;
        viewState[size_t(v)] = 1;
        for (int dep : viewDependencies(schema, schema.views[size_t(v)], viewByLowerName))
            visitView(dep);
        viewState[size_t(v)] = 2;
        add(Kind::View, v, schema.views[size_t(v)].id);
    };
    for (int v : idOrder(schema.views))
        visitView(v);

    for (int i : idOrder(schema.propertyGraphs))
        add(Kind::PropertyGraph, i, schema.propertyGraphs[size_t(i)].id);
    for (int i : idOrder(schema.roles))
        add(Kind::Role, i, schema.roles[size_t(i)].id);
    for (int i : idOrder(schema.grants))
        add(Kind::Grant, i, schema.grants[size_t(i)].id);

    // Kept statements: before the first printed object created after them.
    if (!schema.keptStatements.empty()) {
        const std::vector<std::vector<int>> before = placesInPlan(plan, schema.keptStatements);
        std::vector<PlannedStatement> merged;
        merged.reserve(plan.size() + schema.keptStatements.size());
        for (size_t pos = 0; pos <= plan.size(); ++pos) {
            for (int k : before[pos]) {
                PlannedStatement s;
                s.kind = Kind::Kept;
                s.index = k;
                s.anchor = schema.keptStatements[size_t(k)].id;
                merged.push_back(s);
            }
            if (pos < plan.size())
                merged.push_back(plan[pos]);
        }
        plan = std::move(merged);
    }
    return plan;
}

} // namespace ssd
