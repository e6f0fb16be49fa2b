#include "schema.h"

#include "diagnostic.h"
#include "interleavechain.h"

#include <QSet>

namespace ssd {

namespace {

template<typename Vec>
auto findByName(Vec &objects, QStringView name) -> decltype(&objects.front())
{
    for (auto &object : objects)
        if (object.name == name)
            return &object;
    return nullptr;
}

// The first object named `name`, ignoring case (an empty name matches nothing).
template<typename Vec>
auto sameNameIn(const Vec &objects, QStringView name) -> decltype(&*objects.begin())
{
    if (name.isEmpty())
        return nullptr;
    for (const auto &object : objects)
        if (QStringView(object.name).compare(name, Qt::CaseInsensitive) == 0)
            return &object;
    return nullptr;
}

} // namespace

QString severityName(Diagnostic::Severity severity)
{
    switch (severity) {
    case Diagnostic::Severity::Error: return QStringLiteral("error");
    case Diagnostic::Severity::Warning: return QStringLiteral("warning");
    case Diagnostic::Severity::Note: return QStringLiteral("note");
    }
    return {};
}

const Option *findOption(const Options &options, QStringView name)
{
    for (const Option &option : options)
        if (option.name == name)
            return &option;
    return nullptr;
}

void setOption(Options &options, const QString &name, const QString &value)
{
    for (Option &option : options) {
        if (option.name == name) {
            option.value = value;
            return;
        }
    }
    options.push_back({name, value});
}

bool removeOption(Options &options, QStringView name)
{
    for (auto it = options.begin(); it != options.end(); ++it) {
        if (it->name == name) {
            options.erase(it);
            return true;
        }
    }
    return false;
}

bool Column::allowsCommitTimestamp() const
{
    if (options.empty()) // most columns: no option list to search (the checklist asks for every column)
        return false;
    static constexpr QStringView kName = u"allow_commit_timestamp";
    const Option *option = findOption(options, kName);
    return option && option->value.compare(u"true", Qt::CaseInsensitive) == 0;
}

Column *Table::findColumn(QStringView columnName) { return findByName(columns, columnName); }
const Column *Table::findColumn(QStringView columnName) const { return findByName(columns, columnName); }

int Table::columnIndex(QStringView columnName) const
{
    for (size_t i = 0; i < columns.size(); ++i)
        if (columns[i].name == columnName)
            return int(i);
    return -1;
}

const KeyPart *Table::keyPart(QStringView columnName) const
{
    for (const KeyPart &part : primaryKey)
        if (part.column == columnName)
            return &part;
    return nullptr;
}

bool Table::isKeyColumn(QStringView columnName) const { return keyPart(columnName) != nullptr; }

Table *Schema::findTable(QStringView name) { return findByName(tables, name); }
const Table *Schema::findTable(QStringView name) const { return findByName(tables, name); }
Index *Schema::findIndex(QStringView name) { return findByName(indexes, name); }
const Index *Schema::findIndex(QStringView name) const { return findByName(indexes, name); }
Sequence *Schema::findSequence(QStringView name) { return findByName(sequences, name); }
const Sequence *Schema::findSequence(QStringView name) const { return findByName(sequences, name); }
View *Schema::findView(QStringView name) { return findByName(views, name); }
ChangeStream *Schema::findChangeStream(QStringView name) { return findByName(changeStreams, name); }
const NamedSchema *Schema::findNamedSchema(QStringView name) const { return findByName(schemas, name); }

std::vector<const Table *> Schema::childrenOf(QStringView parent) const
{
    std::vector<const Table *> children;
    for (const Table &table : tables)
        if (table.interleave && table.interleave->parent == parent)
            children.push_back(&table);
    return children;
}

std::vector<const Index *> Schema::indexesOn(QStringView table) const
{
    std::vector<const Index *> result;
    for (const Index &index : indexes)
        if (index.table == table)
            result.push_back(&index);
    return result;
}

std::vector<const Table *> Schema::ancestorsOf(const Table &table) const
{
    return interleaveChain(table, [this](QStringView name) { return findTable(name); });
}

int Schema::interleaveDepth(const Table &table) const { return int(ancestorsOf(table).size()) + 1; }

NameKind nameKindOf(Index::Kind kind)
{
    switch (kind) {
    case Index::Kind::Regular: return NameKind::Index;
    case Index::Kind::Search: return NameKind::SearchIndex;
    case Index::Kind::Vector: return NameKind::VectorIndex;
    }
    return NameKind::Index;
}

std::optional<NameHolder> Schema::nameHolder(QStringView name) const
{
    if (const Table *table = sameNameIn(tables, name))
        return NameHolder{NameKind::Table, table->name, {}};
    if (const Index *index = sameNameIn(indexes, name))
        return NameHolder{nameKindOf(index->kind), index->name, {}};
    if (const Sequence *sequence = sameNameIn(sequences, name))
        return NameHolder{NameKind::Sequence, sequence->name, {}};
    if (const View *view = sameNameIn(views, name))
        return NameHolder{NameKind::View, view->name, {}};
    if (const ChangeStream *stream = sameNameIn(changeStreams, name))
        return NameHolder{NameKind::ChangeStream, stream->name, {}};
    if (const Role *role = sameNameIn(roles, name))
        return NameHolder{NameKind::Role, role->name, {}};
    if (const NamedSchema *named = sameNameIn(schemas, name))
        return NameHolder{NameKind::NamedSchema, named->name, {}};
    if (const PropertyGraph *graph = sameNameIn(propertyGraphs, name))
        return NameHolder{NameKind::PropertyGraph, graph->name, {}};
    if (const Model *model = sameNameIn(models, name))
        return NameHolder{NameKind::Model, model->name, {}};
    for (const Table &table : tables) {
        if (const ForeignKey *fk = sameNameIn(table.foreignKeys, name))
            return NameHolder{NameKind::ForeignKey, fk->name, table.name};
        if (const CheckConstraint *check = sameNameIn(table.checks, name))
            return NameHolder{NameKind::Check, check->name, table.name};
        for (const QString &synonym : table.synonyms)
            if (synonym.compare(name, Qt::CaseInsensitive) == 0)
                return NameHolder{NameKind::Synonym, synonym, table.name};
    }
    return std::nullopt;
}

void addRulesOnce(QStringList &to, const QStringList &rules)
{
    if (to.size() + rules.size() <= 16) { // the usual one or two rules: no set
        for (const QString &rule : rules)
            if (!to.contains(rule))
                to.push_back(rule);
        return;
    }
    QSet<QString> listed(to.begin(), to.end());
    for (const QString &rule : rules)
        if (!listed.contains(rule)) {
            listed.insert(rule);
            to.push_back(rule);
        }
}

QString dialectName(Dialect dialect)
{
    return dialect == Dialect::GoogleSql ? QStringLiteral("googlesql") : QStringLiteral("postgresql");
}

std::optional<Dialect> dialectFromName(QStringView name)
{
    if (name.compare(u"googlesql", Qt::CaseInsensitive) == 0)
        return Dialect::GoogleSql;
    if (name.compare(u"postgresql", Qt::CaseInsensitive) == 0 || name.compare(u"pg", Qt::CaseInsensitive) == 0)
        return Dialect::PostgreSql;
    return std::nullopt;
}

Table *tableById(Schema &schema, ObjectId id)
{
    for (Table &table : schema.tables)
        if (table.id == id)
            return &table;
    return nullptr;
}

const Table *tableById(const Schema &schema, ObjectId id) { return tableById(const_cast<Schema &>(schema), id); }

} // namespace ssd
