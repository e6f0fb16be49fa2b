// SchemaNames: the name index of one parse, for both dialects (see the header).

#include "validation/schemanames.h"

#include <QCoreApplication>

#include <algorithm>

namespace ssd::validation {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ssd::SchemaValidation)
};

QString kindWord(NameKind kind)
{
    switch (kind) {
    case NameKind::Table: return Text::tr("table");
    case NameKind::Index: return Text::tr("index");
    case NameKind::SearchIndex: return Text::tr("search index");
    case NameKind::VectorIndex: return Text::tr("vector index");
    case NameKind::Sequence: return Text::tr("sequence");
    case NameKind::View: return Text::tr("view");
    case NameKind::ChangeStream: return Text::tr("change stream");
    case NameKind::Role: return Text::tr("role");
    case NameKind::NamedSchema: return Text::tr("schema");
    case NameKind::PropertyGraph: return Text::tr("property graph");
    case NameKind::Model: return Text::tr("model");
    case NameKind::ForeignKey: return Text::tr("foreign key");
    case NameKind::Check: return Text::tr("check constraint");
    case NameKind::Constraint: return Text::tr("constraint");
    case NameKind::Synonym: return Text::tr("synonym");
    }
    return Text::tr("object");
}

bool sameName(QStringView a, QStringView b) { return a.compare(b, Qt::CaseInsensitive) == 0; }

// "table Singers", or for a name that lives in a table, "synonym Alias of table WithSynonym".
QString describe(const NameHolder &holder)
{
    if (holder.table.isEmpty())
        return Text::tr("%1 %2").arg(kindWord(holder.kind), holder.name);
    return Text::tr("%1 %2 of table %3").arg(kindWord(holder.kind), holder.name, holder.table);
}

Violation nameTaken(NameKind kind, QStringView name, const NameHolder &holder, const SourcePos &at)
{
    return {Text::tr("duplicate name: cannot create %1 %2, the name is already used by %3").arg(kindWord(kind), name, describe(holder)), at};
}

template<typename Vec, typename Add>
void addFrom(const Vec &objects, size_t &indexed, Add add)
{
    for (; indexed < objects.size(); ++indexed)
        add(objects[indexed]);
}

// An erase moved positions: the counts say how many objects are indexed, so they cannot exceed
// what is left (every object left was indexed: beginStatement() caught up before the erase).
void clamp(size_t &indexed, size_t size) { indexed = std::min(indexed, size); }

} // namespace

void SchemaNames::addTableNames(const Table &table)
{
    if (table.name.isEmpty())
        return; // a dropped placeholder (drops.h)
    noteName(table.name);
    for (const ForeignKey &fk : table.foreignKeys)
        if (!fk.name.isEmpty())
            noteName(fk.name);
    for (const CheckConstraint &check : table.checks)
        if (!check.name.isEmpty())
            noteName(check.name);
    for (const QString &synonym : table.synonyms)
        noteName(synonym);
}

void SchemaNames::catchUp()
{
    const Schema &s = m_schema;
    if (!m_valid) {
        m_folded.clear();
        m_tables.clear();
        m_sequences.clear();
        m_schemas.clear();
        m_named = {};
        m_tablePositions = m_sequencePositions = m_schemaPositions = 0;
        m_valid = true;
    }
    if (s.tables.size() < m_named.tables || s.indexes.size() < m_named.indexes || s.sequences.size() < m_named.sequences
        || s.schemas.size() < m_named.schemas || s.views.size() < m_named.views
        || s.changeStreams.size() < m_named.changeStreams || s.roles.size() < m_named.roles
        || s.propertyGraphs.size() < m_named.graphs || s.models.size() < m_named.models)
        noteErased(); // erased since beginStatement(), which indexed every object left
    auto named = [this](const auto &object) { noteName(object.name); };
    addFrom(s.schemas, m_named.schemas, named);
    addFrom(s.tables, m_named.tables, [this](const Table &table) { addTableNames(table); });
    addFrom(s.indexes, m_named.indexes, named);
    addFrom(s.sequences, m_named.sequences, named);
    addFrom(s.views, m_named.views, named);
    addFrom(s.changeStreams, m_named.changeStreams, named);
    addFrom(s.roles, m_named.roles, named);
    addFrom(s.propertyGraphs, m_named.graphs, named);
    addFrom(s.models, m_named.models, named);
    // Tables and schemas by their exact spelling, sequences ignoring case.
    for (; m_tablePositions < s.tables.size(); ++m_tablePositions)
        m_tables.insert(hashindex::textHash(s.tables[m_tablePositions].name), m_tablePositions);
    for (; m_sequencePositions < s.sequences.size(); ++m_sequencePositions)
        m_sequences.insert(hashindex::foldedHash(s.sequences[m_sequencePositions].name), m_sequencePositions);
    for (; m_schemaPositions < s.schemas.size(); ++m_schemaPositions)
        m_schemas.insert(hashindex::textHash(s.schemas[m_schemaPositions].name), m_schemaPositions);
}

void SchemaNames::noteErased()
{
    const Schema &s = m_schema;
    clamp(m_named.schemas, s.schemas.size());
    clamp(m_named.tables, s.tables.size());
    clamp(m_named.indexes, s.indexes.size());
    clamp(m_named.sequences, s.sequences.size());
    clamp(m_named.views, s.views.size());
    clamp(m_named.changeStreams, s.changeStreams.size());
    clamp(m_named.roles, s.roles.size());
    clamp(m_named.graphs, s.propertyGraphs.size());
    clamp(m_named.models, s.models.size());
    // The maps of positions are rebuilt where the vector shrank (its positions moved).
    auto reindex = [](HashMultiMap64 &map, size_t &indexed, size_t size) {
        if (size < indexed) {
            map.clear();
            indexed = 0;
        }
    };
    reindex(m_tables, m_tablePositions, s.tables.size());
    reindex(m_sequences, m_sequencePositions, s.sequences.size());
    reindex(m_schemas, m_schemaPositions, s.schemas.size());
}

void SchemaNames::noteRenamed(const Table &table)
{
    m_drops.recount(); // the references to it were renamed in place
    noteName(table.name);
    const size_t at = size_t(&table - m_schema.tables.data());
    if (m_valid && at < m_tablePositions)
        m_tables.insert(hashindex::textHash(table.name), at);
}

void SchemaNames::compact(bool all)
{
    catchUp(); // what was appended, at the positions it had
    if (m_drops.compact(m_schema, all))
        noteErased();
}

std::optional<NameHolder> SchemaNames::holder(QStringView name)
{
    catchUp();
    if (!m_folded.contains(hashindex::foldedHash(name)))
        return std::nullopt;
    // Confirm the hit the slow way (a real duplicate is an error path; collisions are rare).
    return m_schema.nameHolder(name);
}

bool SchemaNames::inUse(QStringView name) { return holder(name).has_value(); }

Verdict SchemaNames::checkNewName(QStringView name, NameKind kind, const SourcePos &at)
{
    if (const std::optional<NameHolder> taken = holder(name))
        return nameTaken(kind, name, *taken, at);
    return std::nullopt;
}

Verdict SchemaNames::checkRename(QStringView from, QStringView to)
{
    if (const std::optional<NameHolder> taken = holder(to))
        return Violation{Text::tr("duplicate name: cannot rename %1 to %2, the name is already used by %3")
                             .arg(from, to, describe(*taken)), {}};
    return std::nullopt;
}

Verdict SchemaNames::checkNewTableNames(const Table &table)
{
    struct NewName
    {
        QStringView name;
        NameKind kind;
        SourcePos at;
    };
    std::vector<NewName> names;
    for (const ForeignKey &fk : table.foreignKeys)
        if (!fk.name.isEmpty())
            names.push_back({fk.name, NameKind::ForeignKey, fk.pos});
    for (const CheckConstraint &check : table.checks)
        if (!check.name.isEmpty())
            names.push_back({check.name, NameKind::Check, check.pos});
    for (const QString &synonym : table.synonyms)
        names.push_back({synonym, NameKind::Synonym, {}});
    HashMultiMap64 seen; // folded hash -> position in names
    for (size_t i = 0; i < names.size(); ++i) {
        const NewName &added = names[i];
        const quint64 hash = hashindex::foldedHash(added.name);
        // The table's own name, a name added before it in this table, or one the schema has.
        std::optional<NameHolder> taken;
        if (sameName(added.name, table.name))
            taken = NameHolder{NameKind::Table, table.name, {}};
        else
            seen.findIf(hash, [&](size_t j) {
                if (!sameName(names[j].name, added.name))
                    return false;
                taken = NameHolder{names[j].kind, names[j].name.toString(), table.name};
                return true;
            });
        if (!taken)
            taken = holder(added.name);
        if (taken)
            return nameTaken(added.kind, added.name, *taken, added.at);
        seen.insert(hash, i);
    }
    return std::nullopt;
}

Table *SchemaNames::table(QStringView name)
{
    if (name.isEmpty())
        return nullptr; // the dropped placeholders have no name (drops.h)
    catchUp();
    Table *found = nullptr;
    m_tables.findIf(hashindex::textHash(name), [&](size_t at) {
        if (at >= m_schema.tables.size() || m_schema.tables[at].name != name)
            return false; // a renamed or dropped table's old name, or a collision
        found = &m_schema.tables[at];
        return true;
    });
    return found;
}

const Index *SchemaNames::index(QStringView name)
{
    return m_drops.findIndex(m_schema, name);
}

Sequence *SchemaNames::sequence(QStringView name)
{
    catchUp();
    Sequence *found = nullptr;
    m_sequences.findIf(hashindex::foldedHash(name), [&](size_t at) {
        if (at < m_schema.sequences.size() && QStringView(m_schema.sequences[at].name).compare(name, Qt::CaseInsensitive) == 0)
            found = &m_schema.sequences[at];
        return found != nullptr;
    });
    return found;
}

bool SchemaNames::hasNamedSchema(QStringView name)
{
    catchUp();
    return m_schemas.findIf(hashindex::textHash(name), [&](size_t at) {
        return at < m_schema.schemas.size() && m_schema.schemas[at].name == name;
    });
}

} // namespace ssd::validation
