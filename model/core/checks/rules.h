#pragma once

// One function per catalog rule (ids in checklist.cpp's registry). Each reads the schema and
// settings through the CheckContext and reports findings; none mutates anything.

#include "checkcontext.h"

namespace ssd::checks {

using RuleFunction = void (*)(const CheckContext &);

// rules_keys.cpp
void pkCommitTimestampFirst(const CheckContext &ctx);     // 1
void pkMonotonicFirstColumn(const CheckContext &ctx);     // 2
void pkSequentialIntegerFirst(const CheckContext &ctx);   // 3
void pkTimeOrderedUuid(const CheckContext &ctx);          // 4
void pkUuidStringStorage(const CheckContext &ctx);        // 5
void pkLowCardinalityPrefix(const CheckContext &ctx);     // 6
void pkShardCount(const CheckContext &ctx);               // 7
void timestampKeyDesc(const CheckContext &ctx);           // 43
void pkEmptyOrImplicit(const CheckContext &ctx);          // 49
void pkNullableKey(const CheckContext &ctx);              // 50

// rules_tenancy.cpp
void tenantKeyNotFirst(const CheckContext &ctx);          // 10
void tenantTablePerTenant(const CheckContext &ctx);       // 11
void sequenceKindMissing(const CheckContext &ctx);        // 12

// rules_interleave.cpp
void interleaveDepthExceeded(const CheckContext &ctx);    // 13
void interleaveParentKeyPrefix(const CheckContext &ctx);  // 14
void interleaveParentKeyAttributes(const CheckContext &ctx); // 15
void interleaveParentInvalid(const CheckContext &ctx);    // 16
void interleaveOnDeleteInvalid(const CheckContext &ctx);  // 17
void interleaveOnDeleteSemantics(const CheckContext &ctx); // 18
void interleaveAndFkRedundant(const CheckContext &ctx);   // 19
void fkInterleaveCandidate(const CheckContext &ctx);      // 20
void interleaveUnboundedChildren(const CheckContext &ctx); // 21
void interleaveDeepHierarchy(const CheckContext &ctx);    // 22

// rules_indexes.cpp
void indexMonotonicFirstKey(const CheckContext &ctx);     // 8
void indexLowCardinalityFirstKey(const CheckContext &ctx); // 9
void interleavedIndexKeyPrefix(const CheckContext &ctx);  // 23
void indexInterleaveCandidate(const CheckContext &ctx);   // 24
void indexRedundant(const CheckContext &ctx);             // 39
void indexStoringInvalid(const CheckContext &ctx);        // 40
void indexAccessPattern(const CheckContext &ctx);         // 41
void indexNullFiltered(const CheckContext &ctx);          // 42

// rules_types.cpp
void keyColumnInvalidType(const CheckContext &ctx);       // 25
void indexKeyInvalidType(const CheckContext &ctx);        // 26
void stringBytesLength(const CheckContext &ctx);          // 27
void commitTsMisuse(const CheckContext &ctx);             // 44
void ttlPolicyInvalid(const CheckContext &ctx);           // 45
void ttlBlockedByNoAction(const CheckContext &ctx);       // 46
void fkInvalid(const CheckContext &ctx);                  // 47
void fkCost(const CheckContext &ctx);                     // 48

// rules_limits.cpp
void keySizeOver8KiB(const CheckContext &ctx);            // 28
void rowSizeOverLimit(const CheckContext &ctx);           // 29
void limitKeyColumns(const CheckContext &ctx);            // 30
void limitColumnsPerTable(const CheckContext &ctx);       // 31
void limitIndexes(const CheckContext &ctx);               // 32
void limitSchemaObjects(const CheckContext &ctx);         // 33

// rules_names.cpp
void nameInvalid(const CheckContext &ctx);                // 34
void nameReservedKeyword(const CheckContext &ctx);        // 35
void nameDuplicate(const CheckContext &ctx);              // 36
void nameReservedSpecial(const CheckContext &ctx);        // 37
void namedSchemaIndexMismatch(const CheckContext &ctx);   // 38

} // namespace ssd::checks
