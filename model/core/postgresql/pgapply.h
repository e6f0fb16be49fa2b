#pragma once

// Applies parsed PostgreSQL-dialect statements to a Schema: the statement kinds the shared
// applier (apply/applier.h) owns go to it; this class adds ALTER TABLE, not moved there yet, with
// the same promise (every existence and duplicate check before the first edit, so a statement that
// fails a check leaves the schema unchanged; the problem is a Semantic diagnostic at the name).

#include "apply/applier.h"
#include "apply/tablerules.h"

#include "columnindex.h"
#include "hashindex.h"

#include <QCoreApplication>

namespace ssd::pg {

using namespace ssd::ddl;

class Applier : public apply::Applier
{
    // Messages are translated in the context "ssd::PostgreSqlParser", like the parser's.
    Q_DECLARE_TR_FUNCTIONS(ssd::PostgreSqlParser)

public:
    Applier(Schema &schema, Diagnostics &diagnostics);

    // pos: where the statement starts, with the rules suppressed by directive comments.
    void apply(Statement &statement, const SourcePos &pos);

private:
    bool requireColumn(const Table &table, const NameRef &column);
    // The shared rules apply::checkDefaultUsesNoColumn and apply::checkSequencesExist, reported.
    bool requireNotAColumn(const NameRef &used, const QString &column, const Table &table, const Column *added = nullptr,
                           const ColumnIndex *columns = nullptr);
    // requireColumn through the table's column index (no twin names) instead of a scan.
    bool requireColumn(const ColumnIndex &columns, const Table &table, const NameRef &column);
    bool requireSequences(const std::vector<NameRef> &names);

    // pgapplyalter.cpp
    void alterTable(AlterTableStmt &stmt, const SourcePos &pos);        // and the references it adds
    void alterTableChecked(AlterTableStmt &stmt, const SourcePos &pos); // checks the result, then keeps it
    void applyAlterTable(AlterTableStmt &stmt, const SourcePos &pos); // the action itself
    bool alterColumn(Table &table, AlterTableStmt &stmt, const SourcePos &pos);
    // pgapplyalterinplace.cpp: ADD COLUMN, ADD FOREIGN KEY and DROP COLUMN (not generated)
    // applied in place and checked for what they can break, in constant time on a table of any
    // width; false, with nothing done, for the actions alterTable copies and compares.
    bool alterTableInPlace(AlterTableStmt &stmt, const SourcePos &pos);
    void addColumnInPlace(Table &table, const validation::AlteredTables::Entry &entry, AlterTableStmt &stmt, const SourcePos &pos);
    void addForeignKeyInPlace(Table &table, const validation::AlteredTables::Entry &entry, AlterTableStmt &stmt, const SourcePos &pos);
    void dropColumnInPlace(Table &table, const validation::AlteredTables::Entry &entry, AlterTableStmt &stmt, const SourcePos &pos);
};

} // namespace ssd::pg
