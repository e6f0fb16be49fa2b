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

// Where the statement first writes the DEFAULT (or the ON UPDATE) of `column`; nowhere (then the
// statement is the place) when it writes none.
ddl::NameRef writtenAt(std::span<const ddl::ValueSourcesAt> written, ddl::NameRef ddl::ValueSourcesAt::*expression,
                       const Column &column)
{
    for (const ddl::ValueSourcesAt &w : written)
        if ((w.*expression).line != 0 && w.column == column.name)
            return w.*expression;
    return {};
}

validation::Verdict valueSourceProblem(const Table &table, const Column &column, std::span<const ddl::ValueSourcesAt> written)
{
    if (column.defaultExpr && column.isGenerated())
        return problemAt(writtenAt(written, &ddl::ValueSourcesAt::defaultAt, column),
                         valueSourceConflict(ValueSourceConflict::DefaultAndGenerated, table.name, column));
    if (!column.onUpdateExpr)
        return std::nullopt;
    const ddl::NameRef at = writtenAt(written, &ddl::ValueSourcesAt::onUpdateAt, column);
    if (!column.defaultExpr)
        return problemAt(at, valueSourceConflict(ValueSourceConflict::OnUpdateWithoutDefault, table.name, column));
    if (*column.onUpdateExpr != *column.defaultExpr)
        return problemAt(at, valueSourceConflict(ValueSourceConflict::OnUpdateNotDefault, table.name, column));
    if (table.isKeyColumn(column.name))
        return problemAt(at, valueSourceConflict(ValueSourceConflict::OnUpdateInKey, table.name, column));
    return std::nullopt;
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

validation::Verdict checkColumnsAndKey(Dialect dialect, const Table &table, const ColumnIndex &columns,
                                       const std::vector<ddl::NameRef> &keys)
{
    // The emulator's order: a missing key column first, then a repeated column name, then a
    // repeated key column (it says "references nonexistent key column C" for a table that also
    // repeats a column, and "Duplicate column name" for one that also repeats a key column).
    for (size_t i = 0; i < table.primaryKey.size(); ++i) {
        const QString &key = table.primaryKey[i].column;
        if (!hasColumn(table, &columns, key))
            return problemAt(refAt(keys, qsizetype(i), key), columnProblem(dialect, ColumnProblem::KeyColumnMissing, table.name, key));
    }
    if (const qsizetype duplicate = columns.firstDuplicate(); duplicate >= 0) {
        const Column &column = table.columns[size_t(duplicate)];
        return validation::Violation{columnProblem(dialect, ColumnProblem::DuplicateColumn, table.name, column.name),
                                     SourcePos{column.pos.line, column.pos.column, {}}};
    }
    // Column names are unique ignoring case from here on, so a column's position identifies it.
    HashSet64 keyColumns;
    for (size_t i = 0; i < table.primaryKey.size(); ++i) {
        const QString &key = table.primaryKey[i].column;
        const quint64 position = quint64(columns.position(key)) + 1;
        if (keyColumns.contains(position))
            return problemAt(refAt(keys, qsizetype(i), key), columnProblem(dialect, ColumnProblem::KeyColumnTwice, table.name, key));
        keyColumns.insert(position);
    }
    return std::nullopt;
}

validation::Verdict checkTtlColumn(Dialect dialect, const Table &table, const ColumnIndex *columns, const ddl::NameRef &column)
{
    const QString &name = table.rowDeletionPolicy->column;
    // The policy may be the table's from before the statement: then it has no position here.
    const bool written = column.name == name;
    const ddl::NameRef at = written ? column : ddl::NameRef{name, 0, 0};
    if (!hasColumn(table, columns, name))
        return problemAt(at, columnProblem(dialect, ColumnProblem::TtlColumnMissing, table.name, name));
    // Spanner refuses a column that is not a TIMESTAMP in both dialects. The checklist's
    // ttl-policy-invalid still reports one the designer's edits leave (a retyped column).
    const Column *found = table.findColumn(name);
    if (found->type.kind != TypeKind::Timestamp)
        return problemAt(at, ttlColumnNotTimestamp(dialect, table.name, *found, written));
    return std::nullopt;
}

validation::Verdict checkSequencesExist(Dialect dialect, validation::SchemaNames &names, const std::vector<ddl::NameRef> &sequences)
{
    for (const ddl::NameRef &sequence : sequences)
        if (!names.hasSequence(sequence.name))
            return problemAt(sequence, sequenceNotFound(dialect, sequence.name));
    return std::nullopt;
}

validation::Verdict checkDefaultUsesNoColumn(Dialect dialect, const Table &table, const ColumnIndex *columns, const QString &column,
                                             const ddl::NameRef &used, const Column *added)
{
    const Qt::CaseSensitivity cs = dialect == Dialect::GoogleSql ? Qt::CaseInsensitive : Qt::CaseSensitive;
    auto named = [&](const Column *c) {
        return c && c->name.size() == used.name.size() && QStringView(c->name).compare(used.name, cs) == 0;
    };
    const Column *found = columns ? columns->find(used.name) : nullptr;
    if (!named(found) && !columns)
        for (const Column &c : table.columns)
            if (named(&c)) {
                found = &c;
                break;
            }
    if (!named(found))
        found = named(added) ? added : nullptr;
    if (!found)
        return std::nullopt;
    return problemAt(used, columnProblem(dialect, ColumnProblem::DefaultUsesColumn, column, found->name));
}

validation::Verdict checkExpressions(Dialect dialect, validation::SchemaNames &names, const Table &table, const ColumnIndex *columns,
                                     const std::vector<ddl::ExpressionCheck> &expressions, bool constraints)
{
    for (const ddl::ExpressionCheck &expression : expressions) {
        if (expression.constraint != constraints)
            continue;
        for (const ddl::NameRef &used : expression.defaultNames)
            if (validation::Verdict verdict = checkDefaultUsesNoColumn(dialect, table, columns, expression.column, used))
                return verdict;
        if (validation::Verdict verdict = checkSequencesExist(dialect, names, expression.sequences))
            return verdict;
        if (const std::optional<ddl::Problem> &problem = expression.problem)
            return problemAt(problem->at, problem->message);
    }
    return std::nullopt;
}

validation::Verdict checkLoneColumnIsBoolean(const Table &table, const CheckConstraint &check, const ddl::NameRef &at)
{
    const Column *lone = table.findColumn(check.expr.toLower());
    if (lone && lone->type.kind != TypeKind::Bool)
        return problemAt(at, checkColumnNotBoolean(*lone));
    return std::nullopt;
}

validation::Verdict checkValueSources(const Table &table, const Column *only, std::span<const ddl::ValueSourcesAt> written)
{
    if (only)
        return valueSourceProblem(table, *only, written);
    for (const Column &column : table.columns)
        if (validation::Verdict verdict = valueSourceProblem(table, column, written))
            return verdict;
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
