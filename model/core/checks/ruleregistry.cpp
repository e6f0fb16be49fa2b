#include "ruleregistry.h"

namespace ssd::checks {

namespace {

constexpr RuleReach kTable = RuleReach::Table;
constexpr RuleReach kSchema = RuleReach::Schema;

// The reach of each rule is from an audit of what it reads (docs/scale.md, "The lint reruns only
// what an edit can change"); core_checks' incremental test compares with full runs after random
// edits, so a rule that reads further than its entry says fails it.
const RuleEntry kRuleEntries[] = {
    {"pk-commit-timestamp-first", pkCommitTimestampFirst, kTable},
    {"pk-monotonic-first-column", pkMonotonicFirstColumn, kTable},
    {"pk-sequential-integer-first", pkSequentialIntegerFirst, kTable},
    {"pk-time-ordered-uuid", pkTimeOrderedUuid, kTable},
    {"pk-uuid-string-storage", pkUuidStringStorage, kTable},
    {"pk-low-cardinality-prefix", pkLowCardinalityPrefix, kTable},
    {"pk-shard-count", pkShardCount, kTable},
    {"index-monotonic-first-key", indexMonotonicFirstKey, kTable},
    {"index-low-cardinality-first-key", indexLowCardinalityFirstKey, kTable},
    {"tenant-key-not-first", tenantKeyNotFirst, kTable},
    {"tenant-table-per-tenant", tenantTablePerTenant, kSchema},   // groups tables by name
    {"sequence-kind-missing", sequenceKindMissing, kTable},
    {"interleave-depth-exceeded", interleaveDepthExceeded, kTable},
    {"interleave-parent-key-prefix", interleaveParentKeyPrefix, kTable},
    {"interleave-parent-key-attributes", interleaveParentKeyAttributes, kTable},
    {"interleave-parent-invalid", interleaveParentInvalid, kTable},
    {"interleave-on-delete-invalid", interleaveOnDeleteInvalid, kTable},
    {"interleave-on-delete-semantics", interleaveOnDeleteSemantics, kTable},
    {"interleave-and-fk-redundant", interleaveAndFkRedundant, kTable},
    {"fk-interleave-candidate", fkInterleaveCandidate, kTable},
    {"interleave-unbounded-children", interleaveUnboundedChildren, kTable},
    {"interleave-deep-hierarchy", interleaveDeepHierarchy, kTable},
    {"interleaved-index-key-prefix", interleavedIndexKeyPrefix, kTable},
    {"index-interleave-candidate", indexInterleaveCandidate, kTable},
    {"key-column-invalid-type", keyColumnInvalidType, kTable},
    {"index-key-invalid-type", indexKeyInvalidType, kTable},
    {"string-bytes-length", stringBytesLength, kTable},
    {"key-size-over-8kib", keySizeOver8KiB, kTable},
    {"row-size-over-limit", rowSizeOverLimit, kTable},
    {"limit-key-columns", limitKeyColumns, kTable},
    {"limit-columns-per-table", limitColumnsPerTable, kTable},
    {"limit-indexes", limitIndexes, kSchema},                     // the database's index count
    {"limit-schema-objects", limitSchemaObjects, kSchema},
    {"name-invalid", nameInvalid, kTable},
    {"name-reserved-keyword", nameReservedKeyword, kTable},
    {"name-duplicate", nameDuplicate, kSchema},                   // every object's name, one pass
    {"name-reserved-special", nameReservedSpecial, kSchema},
    {"named-schema-index-mismatch", namedSchemaIndexMismatch, kSchema},
    {"index-redundant", indexRedundant, kTable},
    {"index-storing-invalid", indexStoringInvalid, kTable},
    {"index-access-pattern", indexAccessPattern, kSchema},        // the application's queries
    {"index-null-filtered", indexNullFiltered, kTable},
    {"timestamp-key-desc", timestampKeyDesc, kTable},
    {"commit-ts-misuse", commitTsMisuse, kTable},
    {"ttl-policy-invalid", ttlPolicyInvalid, kTable},
    {"ttl-blocked-by-no-action", ttlBlockedByNoAction, kTable},
    {"fk-invalid", fkInvalid, kTable},
    {"fk-cost", fkCost, kTable},
    {"pk-empty-or-implicit", pkEmptyOrImplicit, kTable},
    {"pk-nullable-key", pkNullableKey, kTable},
};

} // namespace

std::span<const RuleEntry> ruleEntries() { return kRuleEntries; }

} // namespace ssd::checks
