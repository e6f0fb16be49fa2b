#pragma once

// The shared classifiers of the checklist catalog (MONO, LOWCARD, TENANT, shard detection, key
// type validity, size estimates). Implemented once; every rule that needs them calls these, and
// each classifier returns the signal that fired so messages can say why.

#include "lexing/keywords.h"
#include "projectsettings.h"
#include "schema.h"
#include "writer/writerutil.h"

#include <optional>

namespace ssd::checks {

// Lower-case name tokens, split on '_' and camelCase boundaries ("LastAccess_at" -> last, access, at).
QStringList nameTokens(QStringView name);

// Case-insensitive ASCII word test for name tokens: what nameTokens(name) would contain, without
// building the list (the classifiers test names of every key column).
bool nameHasToken(QStringView name, std::initializer_list<const char *> words);

// QStringView::contains(needle, Qt::CaseInsensitive) for a lower-case ASCII needle, without
// Qt's general case-insensitive search (the rules ask this of every column name and default).
bool containsIgnoringCase(QStringView text, const char *lowerAsciiNeedle);
// containsIgnoringCase for several needles: true when any matches. The text is folded once.
bool containsAnyIgnoringCase(QStringView text, std::initializer_list<const char *> lowerAsciiNeedles);

// True when `expr` mentions `identifier` as a whole word (case-insensitive), ignoring quotes.
bool expressionReferences(QStringView expr, QStringView identifier);

enum class MonoStrength { None, Likely, Strong };

struct MonoSignal
{
    enum class Source {
        None,
        CommitTimestamp,   // allow_commit_timestamp / DEFAULT (PENDING_COMMIT_TIMESTAMP())
        TimeDefault,       // DEFAULT (CURRENT_TIMESTAMP()) / CURRENT_DATE()
        KeyGeneration,     // project setting: sequential, timestamp, time-ordered UUID
        TemporalType,      // TIMESTAMP / DATE
        TemporalName,      // created_at, UpdateTime, ...
        IntegerName,       // INT64 named seq / counter / *_no ... (not *_id) without a generator
    };
    MonoStrength strength = MonoStrength::None;
    Source source = Source::None;
    // What reason() needs; the column must outlive the signal.
    const Column *column = nullptr;
    Dialect dialect = Dialect::GoogleSql;
    KeyGeneration generation = KeyGeneration::Unknown;

    bool fired() const { return strength != MonoStrength::None; }
    // Translated, e.g. "`LoginTime` is a TIMESTAMP"; empty when nothing fired. Built on demand:
    // the classifier runs for every key column, but only findings need the sentence.
    QString reason() const;
};

// What MonoSignal::reason() says, by value: a lazily built finding message keeps this instead of
// the column pointer (the finding outlives the schema).
struct MonoReason
{
    MonoSignal::Source source = MonoSignal::Source::None;
    QString column;
    bool allowsCommitTimestamp = false;
    QString defaultExpr;
    ColumnType type;
    Dialect dialect = Dialect::GoogleSql;
    KeyGeneration generation = KeyGeneration::Unknown;

    static MonoReason of(const MonoSignal &signal); // empty source when nothing fired
    QString text() const;                           // == signal.reason()
};

MonoSignal classifyMono(const Table &table, const Column &column, const ProjectSettings &settings,
                        Dialect dialect);

struct LowCardSignal
{
    enum class Source { None, Bool, Enum, CheckIn, ConstantDefault, Name };
    bool fired = false;
    std::optional<int> distinctValues; // known only for BOOL and CHECK (c IN (...))
    Source source = Source::None;
    const Column *column = nullptr;    // must outlive the signal (for reason())
    Dialect dialect = Dialect::GoogleSql;

    QString reason() const; // translated; empty when nothing fired
};

LowCardSignal classifyLowCard(const Table &table, const Column &column, Dialect dialect);

// TENANT(c): tenant_id, customerId, OrgId, ...
bool isTenantColumnName(QStringView name);

// Names of append-only tables: log, event, history, audit, message, metric, reading, sample,
// activity anywhere in the name (case-insensitive).
bool isHistoryLikeName(QStringView name);

bool isCommitTimestampColumn(const Column &column);        // option or PENDING_COMMIT_TIMESTAMP default
bool hasPendingCommitTimestampDefault(const Column &column);
// Calls, as the dialect's lexer reads the expression (a name in a string or a comment is none):
bool isHashExpression(QStringView expr, Dialect dialect);          // FARM_FINGERPRINT, SHA, ...
bool hasUuidDefault(const Column &column, Dialect dialect);        // NEW_UUID / GENERATE_UUID / gen_random_uuid
bool hasSequenceDefault(const Column &column, Dialect dialect);    // GET_NEXT_SEQUENCE_VALUE / nextval
bool hasTimeDefault(const Column &column, Dialect dialect);        // CURRENT_TIMESTAMP / CURRENT_DATE / NOW
// A DEFAULT, identity or generated expression that spreads values (UUID, sequence, identity, hash).
bool hasDistributingGenerator(const Column &column, Dialect dialect);
bool isIntegerKeyType(const ColumnType &type);             // INT64 / NUMERIC (PG bigint / numeric)

// Shard columns: MOD(<hash>, N) generated columns, or shard/bucket/partition columns with a
// CHECK (c BETWEEN 0 AND N-1) / (c >= 0 AND c < N) constraint.
struct ShardInfo
{
    qint64 count = 0;
    QString how; // translated: "MOD(FARM_FINGERPRINT(...), 16)" or "CHECK (ShardId BETWEEN 0 AND 15)"
};
std::optional<ShardInfo> shardDomain(const Table &table, const Column &column, Dialect dialect);

// Key type validity. Unconfirmed: PROTO keys (the catalog asks for a warning).
enum class KeyTypeValidity { Valid, Invalid, Unconfirmed };
KeyTypeValidity keyTypeValidity(const ColumnType &type, Dialect dialect);

// Type as the user wrote it in the schema's dialect: "TIMESTAMP", "STRING(36)", "timestamptz".
QString typeDisplayName(const ColumnType &type, Dialect dialect);

// Encoded key bytes of one value at its declared maximum (catalog rule 28), STRING(n) at one
// byte per character; nullopt = unbounded (MAX).
std::optional<qint64> keyBytes(const ColumnType &type);

// Folded case, '_' removed: "order_types" and "OrderTypes" -> "ordertypes".
QString foldedWithoutUnderscores(QStringView name);
// "director_id" / "DirectorId" / "DirectorID" -> "director" (folded); empty without an id suffix.
QString idStem(QStringView name);
// A column named after a table: singer_id / SingerId for Singers, concert_id for concerts.
bool isNamedAfterTable(QStringView column, QStringView table);

// A name whose last token says it counts (seq, sequence, serial, counter, no, num, number), unlike
// an `...Id`, which names an identifier whatever way it is issued.
bool isCounterName(QStringView name);

// Names of things that many writers share rather than one entity: a Merkle tree, a log, a queue,
// a topic, a tag ("TreeRoots", "LogId", "topic_name"). Rows under or behind one of them take the
// appends of every writer of that tree, log or tag.
bool isSharedContainerName(QStringView name);

// A name made of a generic word and type names only: ColDate, col_timestamp, Int64Value (the
// type-coverage tables of test suites). Such a name says nothing about what the column holds.
bool isTypeOnlyName(QStringView name);

// A table whose whole key is one version (gsync's master-data versions, golang-migrate's
// schema_migrations(version)): one row a release or migration, written by deployments and
// operators, not by the application's traffic. A per-entity history is keyed (entity, version).
bool isVersionRegistry(const Table &table);

// A STRING column whose name says it holds free text or user input (description, body, comment,
// message, email, url...).
bool isFreeTextName(QStringView name);
// Worst-case bytes of one cell (rules 21, 29).
qint64 cellBytes(const ColumnType &type);

// A column name ready to paste into an expression of the dialect (quoted when needed).
QString quotedIdentifier(const QString &name, Dialect dialect);

// Same type for key-compatibility purposes (kind, element, proto name; optionally length).
bool sameType(const ColumnType &a, const ColumnType &b, bool compareLength);

} // namespace ssd::checks
