// Applier: the checks every statement kind uses, and the dispatch of the kinds owned here.

#include "apply/applier.h"

#include "apply/applytexts.h"

namespace ssd::apply {

Applier::Applier(Schema &schema, Diagnostics &diagnostics, Dialect dialect)
    : m_schema(schema), m_diagnostics(diagnostics), m_dialect(dialect), m_names(schema)
{
}

bool Applier::apply(Statement &statement, const SourcePos &pos)
{
    m_names.beginStatement();
    return std::visit([&](auto &stmt) {
        using T = std::decay_t<decltype(stmt)>;
        if constexpr (std::is_same_v<T, CreateTableStmt>) createTable(stmt, pos);
        else if constexpr (std::is_same_v<T, AlterTableStmt>) alterTable(stmt, pos);
        else if constexpr (std::is_same_v<T, DropStmt>) drop(stmt);
        else if constexpr (std::is_same_v<T, RenameTableStmt>) renameTables(stmt, pos);
        else if constexpr (std::is_same_v<T, CreateSchemaStmt>) createSchema(stmt, pos);
        else if constexpr (std::is_same_v<T, CreateRoleStmt>) createRole(stmt, pos);
        else if constexpr (std::is_same_v<T, GrantStmt>) grant(stmt, pos);
        else if constexpr (std::is_same_v<T, CreateIndexStmt>) createIndex(stmt, pos);
        else if constexpr (std::is_same_v<T, AlterIndexStmt>) alterIndex(stmt, pos);
        else if constexpr (std::is_same_v<T, CreateSequenceStmt>) createSequence(stmt, pos);
        else if constexpr (std::is_same_v<T, AlterSequenceStmt>) alterSequence(stmt, pos);
        else if constexpr (std::is_same_v<T, CreateChangeStreamStmt>) createChangeStream(stmt, pos);
        else if constexpr (std::is_same_v<T, AlterChangeStreamStmt>) alterChangeStream(stmt, pos);
        else if constexpr (std::is_same_v<T, CreateViewStmt>) createView(stmt, pos);
        else if constexpr (std::is_same_v<T, AlterDatabaseStmt>) alterDatabase(stmt);
        else if constexpr (std::is_same_v<T, LocalityGroupStmt>) localityGroup(stmt, pos);
        else if constexpr (std::is_same_v<T, CreatePropertyGraphStmt>) createPropertyGraph(stmt, pos);
        else if constexpr (std::is_same_v<T, CreateModelStmt>) createModel(stmt, pos);
        else if constexpr (std::is_same_v<T, AlterModelStmt>) alterModel(stmt, pos);
        else if constexpr (std::is_same_v<T, ProtoBundleStmt>) protoBundle(stmt);
        else if constexpr (std::is_same_v<T, KeptStmt>) keep(stmt, pos);
        else return false; // a kind not moved here yet
        return true;
    }, statement);
}

bool Applier::error(const NameRef &at, const QString &message)
{
    m_diagnostics.push_back({Diagnostic::Severity::Error, Diagnostic::Kind::Semantic, at.line, at.column, message});
    return false;
}

bool Applier::report(const validation::Verdict &violation, const NameRef &at, const SourcePos &statement)
{
    if (!violation)
        return true;
    const SourcePos &pos = violation->at;
    const bool inStatement = pos.isValid() && (pos.line > statement.line || (pos.line == statement.line && pos.column >= statement.column));
    return error(inStatement ? NameRef{at.name, pos.line, pos.column} : at, violation->message);
}

void Applier::addSuppressed(SourcePos &target, const SourcePos &from)
{
    if (!target.isValid()) {
        target.line = from.line;
        target.column = from.column;
    }
    addRulesOnce(target.suppressedRules, from.suppressedRules);
}

bool Applier::requireTable(const NameRef &name, Table **table)
{
    *table = tableNamed(name.name);
    return *table ? true : tableMissing(name);
}

Table *Applier::tableNamed(QStringView name)
{
    return m_names.table(name);
}

bool Applier::tableMissing(const NameRef &name)
{
    return error(name, tableNotFound(m_dialect, m_schema, name.name));
}

bool Applier::namedSchemaExists(QStringView name)
{
    return m_names.hasNamedSchema(name);
}

bool Applier::requireSchemaOf(const NameRef &name)
{
    const qsizetype dot = name.name.indexOf(u'.');
    if (dot < 0)
        return true;
    const QString schemaName = name.name.left(dot);
    if (namedSchemaExists(schemaName))
        return true;
    return error(name, schemaNotFound(m_dialect, schemaName));
}

bool Applier::requireFreeName(const NameRef &name, NameKind kind)
{
    return report(m_names.checkNewName(name.name, kind), name, {});
}

bool Applier::requireLocalityGroup(const NameRef &name)
{
    if (name.name.isEmpty() || isDefaultLocalityGroup(name.name) || localityGroupNamed(name.name))
        return true;
    return error(name, objectNotFound(m_dialect, m_schema, DropStmt::Object::LocalityGroup, name.name));
}

bool Applier::isDefaultLocalityGroup(QStringView name)
{
    return name.compare(u"default", Qt::CaseInsensitive) == 0;
}

LocalityGroup *Applier::localityGroupNamed(QStringView name)
{
    // Ignoring case, as every Spanner name: CREATE refuses a second group so spelled.
    return namedIgnoringCase(m_schema.localityGroups, name);
}

void Applier::compactDrops()
{
    m_names.compactDrops();
}

void Applier::eraseDrops()
{
    m_names.eraseDrops();
}

} // namespace ssd::apply
