// Applier: CREATE and ALTER SEQUENCE, for both dialects (DROP is applydrop.cpp). Spanner resolves
// a sequence name ignoring case in both dialects (the emulator: CREATE SEQUENCE IF NOT EXISTS s
// beside S does nothing, ALTER SEQUENCE s alters S), so every lookup here does too.

#include "apply/applier.h"

#include "apply/applytexts.h"
#include "mergeoptions.h"

namespace ssd::apply {

void mergeSequenceChanges(SequenceOptions &target, const SequenceOptions &changes, bool noSkipRange)
{
    target.noMinValue = target.noMinValue || changes.noMinValue;
    target.noMaxValue = target.noMaxValue || changes.noMaxValue;
    target.noCycle = target.noCycle || changes.noCycle;
    if (changes.skipRangeMin) {
        target.skipRangeMin = changes.skipRangeMin;
        target.skipRangeMax = changes.skipRangeMax;
    }
    if (noSkipRange) {
        target.skipRangeMin.reset();
        target.skipRangeMax.reset();
    }
}

void Applier::createSequence(CreateSequenceStmt &stmt, const SourcePos &pos)
{
    if (stmt.ifNotExists && m_names.sequence(stmt.name.name))
        return;
    // A qualified name needs its named schema ("Schema not found: sch", in both dialects).
    if (!requireFreeName(stmt.name, NameKind::Sequence) || !requireSchemaOf(stmt.name))
        return;
    appendCreated(m_schema.sequences, std::move(stmt.sequence), pos);
}

void Applier::alterSequence(const AlterSequenceStmt &stmt, const SourcePos &pos)
{
    Sequence *sequence = m_names.sequence(stmt.name.name);
    if (!sequence) {
        if (!stmt.ifExists)
            error(stmt.name, objectNotFound(m_dialect, m_schema, DropStmt::Object::Sequence, stmt.name.name));
        return;
    }
    // The clause syntax (both dialects) and GoogleSQL's OPTIONS: each says what it changes.
    SequenceOptions &clauses = sequence->clauses;
    const SequenceOptions &set = stmt.set;
    clauses.bitReversedPositive = clauses.bitReversedPositive || set.bitReversedPositive;
    mergeSequenceChanges(clauses, set, stmt.noSkipRange);
    if (set.startCounter)
        clauses.startCounter = set.startCounter;
    if (stmt.restartCounter)
        clauses.startCounter = stmt.restartCounter;
    sequence->ownedByNone = sequence->ownedByNone || stmt.ownedByNone;
    mergeOptions(sequence->options, stmt.options);
    addSuppressed(sequence->pos, pos);
}

} // namespace ssd::apply
