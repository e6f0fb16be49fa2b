#pragma once

// The name lookups of one DDL text being applied to a Schema, for the parsers of both dialects:
// is a name free (Spanner's one namespace of objects, constraints and synonyms, ignoring case),
// which table has this exact name, does a sequence or named schema exist. Without it every CREATE
// would scan all objects (Schema::nameInUse, findTable), which is quadratic on big schemas.
//
// Names are indexed by 64-bit hashes (hashindex.h), no string copies. A hit is confirmed against
// the schema, so a stale entry or a collision can only cost time, never a wrong answer. A miss is
// trusted, so the index must know every name:
// - the caller calls beginStatement() before each statement: objects appended to the schema's
//   vectors (what CREATE does) are indexed then or at the next lookup; objects erased (a
//   statement that erases appends nothing) move positions, which are indexed again;
// - a name given to an existing object (RENAME, a constraint or synonym added by ALTER TABLE) is
//   told with noteRenamed / noteName;
// - any statement the caller does not follow that closely: invalidate(), and the index is rebuilt
//   at its next use.

#include "hashindex.h"
#include "schema.h"
#include "stringpool.h"
#include "validation/alteredtables.h"
#include "validation/drops.h"
#include "validation/schemavalidation.h"

namespace ssd::validation {

class SchemaNames
{
public:
    explicit SchemaNames(Schema &schema) : m_schema(schema) {}
    SchemaNames(const SchemaNames &) = delete;
    SchemaNames &operator=(const SchemaNames &) = delete;

    // Any object, constraint or synonym name, ignoring case.
    bool inUse(QStringView name);
    // The first table of this exact name, unless the current run of drops dropped it.
    Table *table(QStringView name);
    // The first index of this exact name, unless the current run of drops dropped it.
    const Index *index(QStringView name);
    // The sequence of this name ignoring case, as Spanner resolves sequence names (also in ALTER
    // SEQUENCE and CREATE SEQUENCE IF NOT EXISTS).
    Sequence *sequence(QStringView name);
    bool hasSequence(QStringView name) { return sequence(name) != nullptr; }
    bool hasNamedSchema(QStringView name); // exact, as Schema::findNamedSchema

    // Spanner's one rule of names, for both dialects: a new object, constraint or synonym needs a
    // name no other has (ignoring case); the violation says what already has it, at `at` when
    // given (else the caller's statement position).
    Verdict checkNewName(QStringView name, NameKind kind, const SourcePos &at = {});
    Verdict checkRename(QStringView from, QStringView to); // a table's new name
    // The names a new table brings besides its own (its constraints' and synonyms'): none used
    // already, none twice in the table, none the table's own name.
    Verdict checkNewTableNames(const Table &table);

    void beginStatement() { catchUp(); }
    void noteName(QStringView name) { m_folded.insert(hashindex::foldedHash(name)); }
    void noteRenamed(const Table &table); // `table` (in the schema) has a new name
    void invalidate() { m_valid = false; }

    // The DROP TABLE / DROP INDEX statements of the parse (drops.h). Before each statement,
    // compactDrops() erases the dropped placeholders if they are many enough to pay for it; at
    // the end of the text eraseDrops() erases them all. Either notes the erasure.
    Drops &drops() { return m_drops; }
    void compactDrops() { compact(false); }
    void eraseDrops() { compact(true); }
    // Per-table indexes for the ALTER TABLE actions applied in place (alteredtables.h).
    AlteredTables &alteredTables() { return m_altered; }
    // The identifiers of the whole text share one string per distinct spelling (stringpool.h).
    QString intern(QStringView identifier) { return m_identifiers.intern(identifier); }

private:
    // How many objects of each vector the index holds (the first ones: objects are appended).
    struct Counts
    {
        size_t schemas = 0, tables = 0, indexes = 0, sequences = 0, views = 0, changeStreams = 0, roles = 0, graphs = 0,
               models = 0;
    };
    std::optional<NameHolder> holder(QStringView name); // Schema::nameHolder behind the hashes
    void catchUp();      // indexes the objects appended since the last lookup
    void noteErased();   // after an erase: counts clamped, moved positions indexed again
    void addTableNames(const Table &table);
    void compact(bool all);

    Schema &m_schema;
    bool m_valid = false;
    Counts m_named;      // the objects whose names m_folded holds
    size_t m_tablePositions = 0, m_sequencePositions = 0, m_schemaPositions = 0; // indexed in the maps
    HashSet64 m_folded;         // case-folded hashes of every name
    HashMultiMap64 m_tables;    // exact name hash -> position in Schema::tables
    HashMultiMap64 m_sequences; // case-folded name hash -> position in Schema::sequences
    HashMultiMap64 m_schemas;   // exact name hash -> position in Schema::schemas
    StringPool m_identifiers;
    AlteredTables m_altered;
    Drops m_drops;
};

} // namespace ssd::validation
