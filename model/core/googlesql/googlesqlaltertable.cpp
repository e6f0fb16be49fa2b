// ALTER TABLE: every action of ddl-grammar.md a.4. The action is parsed, applied to a copy of the
// table, checked, and only then stored, so a failing statement leaves the schema untouched. The
// most frequent actions of migrations are applied in place instead (googlesqlalterinplace.cpp).

#include "googlesqlstatementparser.h"
#include "mergeoptions.h"

#include "edits/tablereferences.h"

#include <QScopeGuard>

namespace ssd::gsql {

namespace {

bool sameName(QStringView a, QStringView b) { return a.compare(b, Qt::CaseInsensitive) == 0; }

// Spanner names unnamed constraints itself: FK_<Table>_<Referenced>_<hash>_<n> and
// CK_<Table>_<hash>_<n>. The model keeps unnamed constraints unnamed (the hash is Spanner's), so a
// DROP CONSTRAINT of such a name removes the n-th unnamed constraint of that shape.
size_t dropGeneratedConstraintName(Table &table, const QString &name)
{
    const qsizetype lastUnderscore = name.lastIndexOf(u'_');
    bool ok = false;
    const int n = lastUnderscore > 0 ? QStringView(name).mid(lastUnderscore + 1).toInt(&ok) : 0;
    if (!ok || n < 1)
        return 0;
    const QString fkPrefix = QStringLiteral("FK_%1_").arg(table.name);
    if (name.startsWith(fkPrefix)) {
        int seen = 0;
        for (auto it = table.foreignKeys.begin(); it != table.foreignKeys.end(); ++it) {
            if (!it->name.isEmpty() || !name.startsWith(fkPrefix + it->referencedTable + u'_'))
                continue;
            if (++seen == n) {
                table.foreignKeys.erase(it);
                return 1;
            }
        }
    }
    if (name.startsWith(QStringLiteral("CK_%1_").arg(table.name))) {
        int seen = 0;
        for (auto it = table.checks.begin(); it != table.checks.end(); ++it) {
            if (it->name.isEmpty() && ++seen == n) {
                table.checks.erase(it);
                return 1;
            }
        }
    }
    return 0;
}

} // namespace

void StatementParser::parseAlterTable()
{
    next(); // TABLE
    const Token &nameToken = peek();
    const QString name = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "table name"));
    if (m_failed)
        return;
    const Table *existing = lookupTable(name);
    // Whatever the action does to the table, the references it adds are counted for DROP TABLE.
    const std::optional<validation::Drops::References> before =
        existing ? std::optional(drops().referencesOf(m_schema, *existing)) : std::nullopt;
    const auto noteAltered = qScopeGuard([&] {
        if (before)
            drops().noteAltered(m_schema, *before);
    });
    // The actions of long migration histories change the table in place (see alterInPlace).
    if (existing && alterInPlace(name))
        return;
    // Parse first (syntax errors win over a missing table), then check against the schema.
    Table table = existing ? *existing : Table{};
    table.name = name;
    QString renamedTo;
    QString droppedColumn;
    QStringList addedNames; // constraint and synonym names the statement adds (for the name index)
    // What an ADD created: it gets its id only once the whole statement is known to apply, so a
    // failing statement does not even consume ids.
    enum class Added { Nothing, Column, ForeignKey, Check } added = Added::Nothing;
    bool addIfNotExistsNoop = false;
    const Token &actionToken = peek();
    auto requireExisting = [&]() {
        if (existing)
            return true;
        semanticError(nameToken, tr("table not found: %1").arg(name));
        return false;
    };

    if (peekKeyword("ADD")) {
        next();
        if (peekKeyword("SYNONYM")) {
            next();
            const Token &at = peek();
            const QString synonym = parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "synonym name"));
            if (!expectStatementEnd() || !requireExisting() || !nameFree(synonym, at, NameKind::Synonym))
                return;
            table.synonyms.push_back(synonym);
            addedNames.push_back(synonym);
        } else if (acceptKeywords({"ROW", "DELETION", "POLICY"})) {
            RowDeletionPolicy policy;
            if (!parseRowDeletionPolicy(policy) || !expectStatementEnd() || !requireExisting())
                return;
            if (table.rowDeletionPolicy) {
                semanticError(actionToken, tr("table %1 already has a row deletion policy (use REPLACE ROW DELETION POLICY)").arg(name));
                return;
            }
            table.rowDeletionPolicy = policy;
        } else if (peekKeyword("CONSTRAINT") || (peekKeyword("CHECK") && peekPunct(u'(', 1)) || (peekKeyword("FOREIGN") && peekKeyword("KEY", 1))) {
            const Token &first = peek();
            const size_t fksBefore = table.foreignKeys.size();
            QString constraintName;
            if (acceptKeyword("CONSTRAINT"))
                constraintName = parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "constraint name"));
            if (!parseTableConstraint(table, constraintName, first) || !expectStatementEnd() || !requireExisting())
                return;
            if (!constraintName.isEmpty() && !nameFree(constraintName, first, NameKind::Constraint))
                return;
            added = table.foreignKeys.size() > fksBefore ? Added::ForeignKey : Added::Check;
            if (!constraintName.isEmpty())
                addedNames.push_back(constraintName);
        } else {
            acceptKeyword("COLUMN");
            const bool ifNotExists = parseIfNotExists();
            Column column;
            if (!parseColumnDefinition(column, false, nullptr) || !expectStatementEnd() || !requireExisting())
                return;
            for (const Column &c : table.columns) {
                if (sameName(c.name, column.name)) {
                    if (ifNotExists) {
                        addIfNotExistsNoop = true;
                        break;
                    }
                    semanticError(actionToken, tr("duplicate column name %1 in table %2").arg(column.name, name));
                    return;
                }
            }
            if (addIfNotExistsNoop)
                return;
            table.columns.push_back(std::move(column));
            added = Added::Column;
        }
    } else if (peekKeyword("DROP")) {
        next();
        if (peekKeyword("SYNONYM")) {
            next();
            const QString synonym = parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "synonym name"));
            if (!expectStatementEnd() || !requireExisting())
                return;
            if (!table.synonyms.removeOne(synonym)) {
                semanticError(actionToken, tr("synonym %1 not found on table %2").arg(synonym, name));
                return;
            }
        } else if (acceptKeywords({"ROW", "DELETION", "POLICY"})) {
            if (!expectStatementEnd() || !requireExisting())
                return;
            if (!table.rowDeletionPolicy) {
                semanticError(actionToken, tr("table %1 has no row deletion policy to drop").arg(name));
                return;
            }
            table.rowDeletionPolicy.reset();
        } else if (peekKeyword("CONSTRAINT")) {
            next();
            const QString constraint = parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "constraint name"));
            if (!expectStatementEnd() || !requireExisting())
                return;
            auto fks = std::erase_if(table.foreignKeys, [&](const ForeignKey &fk) { return fk.name == constraint; });
            auto checks = std::erase_if(table.checks, [&](const CheckConstraint &c) { return c.name == constraint; });
            if (fks + checks == 0)
                fks = dropGeneratedConstraintName(table, constraint);
            if (fks + checks == 0) {
                semanticError(actionToken, tr("constraint not found: %1 on table %2").arg(constraint, name));
                return;
            }
        } else {
            acceptKeyword("COLUMN");
            droppedColumn = parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "column name"));
            if (!expectStatementEnd() || !requireExisting())
                return;
            if (!table.findColumn(droppedColumn)) {
                semanticError(actionToken, tr("column not found: %1 in table %2").arg(droppedColumn, name));
                return;
            }
            const QString reason = columnInUse(m_schema, table, droppedColumn, nullptr);
            if (!reason.isEmpty()) {
                semanticError(actionToken, tr("cannot drop column %1 of table %2: %3").arg(droppedColumn, name, reason));
                return;
            }
            std::erase_if(table.columns, [&](const Column &c) { return c.name == droppedColumn; });
        }
    } else if (peekKeyword("ALTER")) {
        next();
        parseAlterColumn(table, name);
        if (m_failed || !requireExisting())
            return;
    } else if (peekKeyword("SET")) {
        next();
        if (peekKeyword("ON") && peekKeyword("DELETE", 1)) {
            next();
            next();
            const OnDelete action = parseOnDeleteAction();
            if (!expectStatementEnd() || !requireExisting())
                return;
            if (!table.interleave || table.interleave->kind != Interleave::Kind::InParent) {
                semanticError(actionToken, tr("SET ON DELETE needs a table interleaved with INTERLEAVE IN PARENT; %1 is not").arg(name));
                return;
            }
            table.interleave->onDelete = action;
            table.interleave->onDeleteExplicit = true;
        } else if (acceptKeyword("INTERLEAVE")) {
            Interleave interleave;
            if (!parseInterleave(interleave) || !expectStatementEnd() || !requireExisting())
                return;
            if (!lookupTable(interleave.parent)) {
                semanticError(actionToken, tr("table not found: %1 (the parent of %2)").arg(interleave.parent, name));
                return;
            }
            if (table.interleave && table.interleave->parent != interleave.parent) {
                semanticError(actionToken, tr("cannot change the interleaving parent of table %1 from %2 to %3")
                                               .arg(name, table.interleave->parent, interleave.parent));
                return;
            }
            table.interleave = interleave;
        } else if (acceptKeyword("OPTIONS")) {
            const Options options = parseOptionsBody();
            if (!expectStatementEnd() || !requireExisting())
                return;
            mergeOptions(table.options, options);
        } else {
            syntaxError(tr("ON DELETE, INTERLEAVE IN or OPTIONS after SET"));
            return;
        }
    } else if (peekKeyword("REPLACE")) {
        next();
        if (!expectKeyword("ROW", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after REPLACE")) || !expectKeyword("DELETION", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after REPLACE ROW"))
            || !expectKeyword("POLICY", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after REPLACE ROW DELETION")))
            return;
        RowDeletionPolicy policy;
        if (!parseRowDeletionPolicy(policy) || !expectStatementEnd() || !requireExisting())
            return;
        if (!table.rowDeletionPolicy) {
            semanticError(actionToken, tr("table %1 has no row deletion policy to replace (use ADD ROW DELETION POLICY)").arg(name));
            return;
        }
        table.rowDeletionPolicy = policy;
    } else if (peekKeyword("RENAME")) {
        next();
        if (!expectKeyword("TO", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after RENAME")))
            return;
        const Token &at = peek();
        renamedTo = parsePath(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "new table name"));
        QString synonym;
        if (acceptPunct(u',')) {
            if (!expectKeyword("ADD", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after ',' in ALTER TABLE RENAME TO")) || !expectKeyword("SYNONYM", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after ADD")))
                return;
            synonym = parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "synonym name"));
        }
        if (!expectStatementEnd() || !requireExisting())
            return;
        // Even a new name that only changes the case is taken (the rule of apply/applyrename.cpp).
        if (!reportViolation(m_names.checkRename(name, renamedTo), at))
            return;
        if (!synonym.isEmpty()) {
            // The old name may stay as the synonym (the usual way to rename without breaking readers).
            if (!sameName(synonym, name) && !nameFree(synonym, at, NameKind::Synonym))
                return;
            table.synonyms.push_back(synonym);
            addedNames.push_back(synonym);
        }
        table.name = renamedTo;
    } else {
        syntaxError(tr("ADD, DROP, ALTER, SET, REPLACE or RENAME TO after ALTER TABLE %1").arg(name));
        return;
    }
    if (m_failed || !requireExisting())
        return;
    if (!validateTable(table, actionToken) || !checkTableRules(table, existing, actionToken))
        return;
    SourcePos *addedPos = nullptr;
    switch (added) {
    case Added::Nothing: break;
    case Added::Column: table.columns.back().id = m_schema.newId(); addedPos = &table.columns.back().pos; break;
    case Added::ForeignKey: table.foreignKeys.back().id = m_schema.newId(); addedPos = &table.foreignKeys.back().pos; break;
    case Added::Check: table.checks.back().id = m_schema.newId(); addedPos = &table.checks.back().pos; break;
    }
    if (addedPos)
        addSuppressions(*addedPos);
    addSuppressions(table.pos);
    Table *target = lookupTable(name);
    *target = std::move(table);
    if (!renamedTo.isEmpty())
        m_names.noteRenamed(*target);
    for (const QString &addedName : addedNames)
        m_names.noteName(addedName);
    if (!renamedTo.isEmpty())
        edits::followTableRename(m_schema, name, renamedTo, Dialect::GoogleSql);
}

void StatementParser::parseAlterColumn(Table &table, const QString &tableName)
{
    acceptKeyword("COLUMN");
    const Token &nameToken = peek();
    const QString columnName = parseIdentifier(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "column name"));
    if (m_failed)
        return;
    Column *column = table.findColumn(columnName);
    auto requireColumn = [&]() {
        if (column)
            return true;
        if (!lookupTable(tableName))
            return false; // the caller reports the missing table
        semanticError(nameToken, tr("column not found: %1 in table %2").arg(columnName, tableName));
        return false;
    };

    if (peekKeyword("SET")) {
        next();
        if (acceptKeyword("OPTIONS")) {
            const Options options = parseOptionsBody();
            if (!expectStatementEnd() || !requireColumn())
                return;
            mergeOptions(column->options, options);
        } else if (acceptKeyword("DEFAULT")) {
            const QString expr = parseParenthesizedExpression(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after SET DEFAULT"));
            notePendingExpression(PendingExpression::Role::Default, columnName);
            if (!expectStatementEnd() || !requireColumn())
                return;
            column->defaultExpr = expr;
        } else if (peekKeyword("ON") && peekKeyword("UPDATE", 1)) {
            next();
            next();
            const QString expr = parseParenthesizedExpression(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after SET ON UPDATE"));
            notePendingExpression(PendingExpression::Role::OnUpdate, columnName);
            if (!expectStatementEnd() || !requireColumn())
                return;
            column->onUpdateExpr = expr;
        } else {
            syntaxError(tr("OPTIONS, DEFAULT or ON UPDATE after SET"));
            return;
        }
    } else if (peekKeyword("DROP")) {
        next();
        if (acceptKeyword("DEFAULT")) {
            if (!expectStatementEnd() || !requireColumn())
                return;
            column->defaultExpr.reset();
        } else if (peekKeyword("ON") && peekKeyword("UPDATE", 1)) {
            next();
            next();
            if (!expectStatementEnd() || !requireColumn())
                return;
            column->onUpdateExpr.reset();
        } else {
            syntaxError(tr("DEFAULT or ON UPDATE after DROP"));
            return;
        }
    } else if (peekKeyword("ALTER")) {
        next();
        if (!expectKeyword("IDENTITY", QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "after ALTER")))
            return;
        SequenceOptions change;
        bool noSkipRange = false;
        if (acceptKeyword("SET")) {
            if (acceptKeywords({"NO", "SKIP", "RANGE"})) {
                noSkipRange = true;
            } else if (acceptKeywords({"SKIP", "RANGE"})) {
                change.skipRangeMin = parseInteger(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "skip range minimum"), true);
                if (!expectPunct(u',', QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "between the skip range bounds")))
                    return;
                change.skipRangeMax = parseInteger(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "skip range maximum"), true);
            } else {
                syntaxError(tr("SKIP RANGE or NO SKIP RANGE after SET"));
                return;
            }
        } else if (acceptKeywords({"RESTART", "COUNTER"})) {
            acceptKeyword("WITH");
            change.startCounter = parseInteger(QT_TRANSLATE_NOOP("ssd::GoogleSqlParser", "counter value"), true);
        } else {
            syntaxError(tr("SET or RESTART COUNTER WITH after ALTER IDENTITY"));
            return;
        }
        if (!expectStatementEnd() || !requireColumn())
            return;
        if (!column->identity && !column->autoIncrement) {
            semanticError(nameToken, tr("column %1 of table %2 is not an identity column").arg(columnName, tableName));
            return;
        }
        SequenceOptions identity = column->identity.value_or(SequenceOptions{});
        if (noSkipRange) {
            identity.skipRangeMin.reset();
            identity.skipRangeMax.reset();
        }
        if (change.skipRangeMin) {
            identity.skipRangeMin = change.skipRangeMin;
            identity.skipRangeMax = change.skipRangeMax;
        }
        if (change.startCounter)
            identity.startCounter = change.startCounter;
        column->identity = identity;
    } else {
        // Full restatement: type [NOT NULL] [DEFAULT (...) [ON UPDATE (...)] | AS (...) [STORED]].
        // Omitted NOT NULL / DEFAULT / ON UPDATE are removed, as Spanner does.
        --m_cursor; // back to the column name, so the shared column grammar reads it
        Column restated;
        if (!parseColumnDefinition(restated, false, nullptr) || !expectStatementEnd() || !requireColumn()
            || !reportViolation(validation::validateKeyColumnRestated(m_schema, table, columnName), nameToken))
            return;
        if (column->isGenerated() && !restated.isGenerated()) {
            semanticError(nameToken, tr("cannot convert generated column %1.%2 to a regular column").arg(tableName, columnName));
            return;
        }
        column->type = restated.type;
        column->notNull = restated.notNull;
        column->defaultExpr = restated.defaultExpr;
        column->onUpdateExpr = restated.onUpdateExpr;
        if (restated.generatedExpr) {
            column->generatedExpr = restated.generatedExpr;
            column->stored = restated.stored;
        }
        if (restated.identity || restated.autoIncrement) {
            column->identity = restated.identity;
            column->autoIncrement = restated.autoIncrement;
        }
        if (restated.hidden)
            column->hidden = true;
        if (!restated.options.empty())
            column->options = restated.options;
    }
    if (column)
        addSuppressions(column->pos);
}

} // namespace ssd::gsql
