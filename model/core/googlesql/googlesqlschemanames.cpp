// SchemaNames: the name index that keeps CREATE-heavy scripts linear (see the header).

#include "googlesqlstatementparser.h"

namespace ssd::gsql {

SchemaNames::Counts SchemaNames::counts(const Schema &s)
{
    return {s.schemas.size(), s.tables.size(), s.indexes.size(), s.sequences.size(), s.views.size(),
            s.changeStreams.size(), s.roles.size(), s.propertyGraphs.size(), s.models.size()};
}

namespace {

// Tables and schemas are indexed by their exact spelling, the other names ignoring case.
quint64 nameHash(QStringView name, bool fold) { return fold ? hashindex::foldedHash(name) : hashindex::textHash(name); }

} // namespace

void SchemaNames::addName(const QString &name) { m_folded.insert(nameHash(name, true)); }

void SchemaNames::addTable(const Table &table, qsizetype position)
{
    addName(table.name);
    m_tables.insert(nameHash(table.name, false), size_t(position));
    for (const ForeignKey &fk : table.foreignKeys)
        if (!fk.name.isEmpty())
            addName(fk.name);
    for (const CheckConstraint &check : table.checks)
        if (!check.name.isEmpty())
            addName(check.name);
    for (const QString &synonym : table.synonyms)
        addName(synonym);
}

void SchemaNames::rebuild(const Schema &schema)
{
    m_folded.clear();
    m_tables.clear();
    m_sequences.clear();
    m_schemas.clear();
    m_valid = true;
    noteCreated(schema, Counts{});
}

void SchemaNames::noteCreated(const Schema &schema, const Counts &before)
{
    if (!m_valid)
        return;
    auto addFrom = [this](const auto &objects, size_t from) {
        for (size_t i = from; i < objects.size(); ++i)
            addName(objects[i].name);
    };
    addFrom(schema.schemas, before.schemas);
    for (size_t i = before.schemas; i < schema.schemas.size(); ++i)
        m_schemas.insert(nameHash(schema.schemas[i].name, false), i);
    for (size_t i = before.tables; i < schema.tables.size(); ++i)
        addTable(schema.tables[i], qsizetype(i));
    addFrom(schema.indexes, before.indexes);
    addFrom(schema.sequences, before.sequences);
    for (size_t i = before.sequences; i < schema.sequences.size(); ++i)
        m_sequences.insert(nameHash(schema.sequences[i].name, true), i);
    addFrom(schema.views, before.views);
    addFrom(schema.changeStreams, before.changeStreams);
    addFrom(schema.roles, before.roles);
    addFrom(schema.propertyGraphs, before.graphs);
    addFrom(schema.models, before.models);
}

void SchemaNames::noteAltered(const Schema &schema, size_t tablePosition, bool renamed, const QStringList &addedNames)
{
    if (!m_valid)
        return;
    const Table &table = schema.tables[tablePosition];
    if (renamed) {
        addName(table.name);
        m_tables.insert(nameHash(table.name, false), tablePosition);
    }
    for (const QString &name : addedNames)
        addName(name);
}

bool SchemaNames::hasSequence(const Schema &schema, QStringView name)
{
    if (!m_valid)
        rebuild(schema);
    return m_sequences.findIf(nameHash(name, true), [&](size_t position) {
        return position < schema.sequences.size() && QStringView(schema.sequences[position].name).compare(name, Qt::CaseInsensitive) == 0;
    });
}

bool SchemaNames::hasNamedSchema(const Schema &schema, QStringView name)
{
    if (!m_valid)
        rebuild(schema);
    return m_schemas.findIf(nameHash(name, false), [&](size_t position) {
        return position < schema.schemas.size() && schema.schemas[position].name == name;
    });
}

bool SchemaNames::inUse(const Schema &schema, QStringView name)
{
    if (!m_valid)
        rebuild(schema);
    if (!m_folded.contains(nameHash(name, true)))
        return false;
    // Confirm the hit the slow way (a real duplicate is an error path; collisions are rare).
    if (schema.nameInUse(name))
        return true;
    for (const Table &table : schema.tables) {
        for (const ForeignKey &fk : table.foreignKeys)
            if (!fk.name.isEmpty() && QStringView(fk.name).compare(name, Qt::CaseInsensitive) == 0)
                return true;
        for (const CheckConstraint &check : table.checks)
            if (!check.name.isEmpty() && QStringView(check.name).compare(name, Qt::CaseInsensitive) == 0)
                return true;
        for (const QString &synonym : table.synonyms)
            if (QStringView(synonym).compare(name, Qt::CaseInsensitive) == 0)
                return true;
    }
    return false;
}

Table *SchemaNames::table(Schema &schema, QStringView name)
{
    if (!m_valid)
        rebuild(schema);
    Table *found = nullptr;
    m_tables.findIf(nameHash(name, false), [&](size_t position) {
        if (position < schema.tables.size() && schema.tables[position].name == name)
            found = &schema.tables[position];
        return found != nullptr;
    });
    return found;
}

} // namespace ssd::gsql
