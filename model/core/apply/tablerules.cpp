// The table rules both statements and both dialects share (see the header).

#include "apply/tablerules.h"

#include "apply/applytexts.h"

namespace ssd::apply {

namespace {

validation::Verdict problemAt(const ddl::NameRef &at, QString message)
{
    return validation::Violation{std::move(message), SourcePos{at.line, at.column, {}}};
}

// The name of a list the statement wrote, with its position; the bare name, else.
ddl::NameRef refAt(const std::vector<ddl::NameRef> &refs, qsizetype i, const QString &name)
{
    return size_t(i) < refs.size() ? refs[size_t(i)] : ddl::NameRef{name, 0, 0};
}

} // namespace

bool hasColumn(const Table &table, const ColumnIndex *columns, QStringView name)
{
    if (!columns)
        return table.findColumn(name);
    const Column *found = columns->find(name);
    // A miss is an error path: the scan confirms it.
    return (found && found->name == name) || table.findColumn(name);
}

validation::Verdict checkForeignKey(Dialect dialect, validation::SchemaNames &names, const Schema &schema, const Table &table,
                                    const ColumnIndex *columns, const ForeignKey &fk, const ddl::ForeignKeyRefs &refs)
{
    for (qsizetype i = 0; i < fk.columns.size(); ++i)
        if (!hasColumn(table, columns, fk.columns[i]))
            return problemAt(refAt(refs.columns, i, fk.columns[i]),
                             foreignKeyProblem(dialect, schema, ForeignKeyProblem::ColumnMissing, fk, table.name, fk.columns[i]));
    const bool self = fk.referencedTable == table.name;
    const Table *referenced = self ? &table : names.table(fk.referencedTable);
    if (!referenced)
        return problemAt(refs.table, foreignKeyProblem(dialect, schema, ForeignKeyProblem::TableMissing, fk, table.name,
                                                       fk.referencedTable));
    for (qsizetype i = 0; i < fk.referencedColumns.size(); ++i)
        if (!hasColumn(*referenced, self ? columns : nullptr, fk.referencedColumns[i]))
            return problemAt(refAt(refs.referencedColumns, i, fk.referencedColumns[i]),
                             foreignKeyProblem(dialect, schema, ForeignKeyProblem::ReferencedColumnMissing, fk, table.name,
                                               fk.referencedColumns[i]));
    if (fk.columns.size() != fk.referencedColumns.size())
        return problemAt({QString(), fk.pos.line, fk.pos.column},
                         foreignKeyProblem(dialect, schema, ForeignKeyProblem::CountMismatch, fk, table.name));
    return std::nullopt;
}

validation::Verdict checkInterleaveParent(Dialect dialect, validation::SchemaNames &names, const Schema &schema,
                                          const Table &table, const ddl::NameRef &parent)
{
    if (parent.name == table.name)
        return problemAt(parent, interleavedInItself(dialect, table.name));
    if (!names.table(parent.name))
        return problemAt(parent, interleaveParentNotFound(dialect, schema, parent.name, table.name));
    return std::nullopt;
}

} // namespace ssd::apply
