// The GoogleSQL side of validation/schemavalidation.h: the shared schema rules, reported at the
// element they are about when it is in this statement, else at the statement's own token.

#include "googlesqlstatementparser.h"

namespace ssd::gsql {

bool StatementParser::reportViolation(const std::optional<validation::Violation> &violation, const Token &at)
{
    if (!violation)
        return true;
    if (m_failed)
        return false;
    const SourcePos &pos = violation->at;
    const bool inStatement = pos.isValid() && (pos.line > m_begin->line || (pos.line == m_begin->line && pos.column >= m_begin->column));
    stop();
    m_diagnostics.push_back({Diagnostic::Severity::Error, Diagnostic::Kind::Semantic, inStatement ? pos.line : at.line,
                             inStatement ? pos.column : at.column, violation->message});
    return false;
}

bool StatementParser::checkTableRules(const Table &table, const Table *before, const Token &at)
{
    if (!before && !reportViolation(validation::validateNewTableName(m_schema, table.name), at))
        return false;
    if (before && !reportViolation(validation::validateTableChange(m_schema, *before, table), at))
        return false;
    return reportViolation(validation::validateTable(table, Dialect::GoogleSql, before), at);
}

} // namespace ssd::gsql
