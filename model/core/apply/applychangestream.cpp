// Applier: CREATE and ALTER CHANGE STREAM, for both dialects (DROP is applydrop.cpp). What the
// emulator says of both: every table a FOR clause lists exists and is listed once; every column
// it lists exists, is no key column (those are always tracked) and is listed once; DROP FOR ALL
// needs a FOR clause to drop; Spanner's limits on what streams track (validateChangeStream) hold
// for the stream as it would be. Each problem is reported at the name it is about. Tables and
// columns are found ignoring case (validation/streamtargets.h), while "listed twice" compares the
// names as written: the emulator refuses FOR T, T and T(a, a), not FOR T, t or T(a, A).

#include "apply/applier.h"

#include "apply/applytexts.h"
#include "mergeoptions.h"
#include "validation/streamtargets.h"

#include <QSet>

#include <algorithm>

namespace ssd::apply {

bool Applier::requireStreamTargets(const QString &stream, const std::vector<NameRef> &tables,
                                   const std::vector<std::vector<NameRef>> &columns)
{
    using P = StreamTarget;
    QSet<QString> listed; // a stream over 100,000 tables must not compare them pairwise
    for (size_t i = 0; i < tables.size(); ++i) {
        const NameRef &tableName = tables[i];
        if (listed.contains(tableName.name))
            return error(tableName, streamTargetProblem(m_dialect, m_schema, P::TableTwice, stream, tableName.name));
        listed.insert(tableName.name);
        const Table *table = validation::streamTable(m_schema, tableName.name, tableNamed(tableName.name));
        if (!table)
            return error(tableName, streamTargetProblem(m_dialect, m_schema, P::TableMissing, stream, tableName.name));
        const std::vector<NameRef> &named = columns[i];
        for (size_t c = 0; c < named.size(); ++c) {
            const NameRef &column = named[c];
            const Column *found = validation::streamColumn(*table, column.name);
            const P problem = !found                        ? P::ColumnMissing
                : table->isKeyColumn(found->name)             ? P::KeyColumn
                : std::any_of(named.begin(), named.begin() + c, [&](const NameRef &n) { return n.name == column.name; })
                    ? P::ColumnTwice
                    : P::None;
            if (problem != P::None)
                return error(column, streamTargetProblem(m_dialect, m_schema, problem, stream, table->name, column.name));
        }
    }
    return true;
}

void Applier::createChangeStream(CreateChangeStreamStmt &stmt, const SourcePos &pos)
{
    if (!requireFreeName(stmt.name, NameKind::ChangeStream) || !requireStreamTargets(stmt.name.name, stmt.tables, stmt.columns)
        || !report(validation::validateChangeStream(m_schema, stmt.stream), stmt.name, pos))
        return;
    appendCreated(m_schema.changeStreams, std::move(stmt.stream), pos);
}

void Applier::alterChangeStream(AlterChangeStreamStmt &stmt, const SourcePos &pos)
{
    using A = AlterChangeStreamStmt::Action;
    m_names.drops().recount(); // the tables it tracks may change in place
    ChangeStream *stream = namedIgnoringCase(m_schema.changeStreams, stmt.name.name);
    if (!stream)
        return void(error(stmt.name, objectNotFound(m_dialect, m_schema, DropStmt::Object::ChangeStream, stmt.name.name)));
    ChangeStream updated = *stream; // checked as a whole before it replaces the stream
    switch (stmt.action) {
    case A::SetFor:
        if (!requireStreamTargets(stream->name, stmt.tables, stmt.columns))
            return;
        updated.forAll = stmt.forAll;
        updated.targets = std::move(stmt.targets);
        break;
    case A::DropForAll:
        if (!updated.forAll && updated.targets.empty())
            return void(error(stmt.name, streamHasNoForClause(m_dialect, stream->name)));
        updated.forAll = false;
        updated.targets.clear();
        break;
    case A::SetOptions:
        mergeOptions(updated.options, stmt.options);
        break;
    case A::ResetOptions:
        for (const QString &name : stmt.reset)
            removeOption(updated.options, name);
        break;
    }
    if (!report(validation::validateChangeStream(m_schema, updated), stmt.name, pos))
        return;
    *stream = std::move(updated);
    addSuppressed(stream->pos, pos);
}

} // namespace ssd::apply
