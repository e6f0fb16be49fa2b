// Naming rules (catalog rules 34-38).

#include "rules.h"

#include "columnindex.h"
#include "qualifiednames.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ssd::checks {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::checks::names)
};

// A named object without copies of its strings: 5,000 tables have ~100,000 names, and four
// rules walk them.
struct NamedObject
{
    CheckSubject::Kind kind;
    const QString *table; // owning table (columns, constraints, indexes) or nullptr
    const QString *name;
    ObjectId id;
    const SourcePos *pos;
    bool constraint = false;

    CheckSubject subject() const { return {kind, table ? *table : QString(), *name, id}; }
};

QString kindName(CheckSubject::Kind kind)
{
    using K = CheckSubject::Kind;
    switch (kind) {
    case K::NamedSchema: return Tr::tr("Schema");
    case K::Table: return Tr::tr("Table");
    case K::Column: return Tr::tr("Column");
    case K::ForeignKey:
    case K::Check: return Tr::tr("Constraint");
    case K::Index: return Tr::tr("Index");
    case K::Sequence: return Tr::tr("Sequence");
    case K::View: return Tr::tr("View");
    case K::ChangeStream: return Tr::tr("Change stream");
    case K::Role: return Tr::tr("Role");
    default: return Tr::tr("Object");
    }
}

// Calls visit(NamedObject) for every named object of `tables`, `indexes` and the objects of no
// table, in schema order (columns, when `columns`, after their table).
template<typename Tables, typename Indexes, typename Visit>
void forEachNamedObject(const Schema &s, Tables &&tables, Indexes &&indexes, bool columns, Visit &&visit)
{
    using K = CheckSubject::Kind;
    for (const NamedSchema &n : s.schemas)
        visit(NamedObject{K::NamedSchema, nullptr, &n.name, n.id, &n.pos});
    for (const Table &t : tables) {
        visit(NamedObject{K::Table, &t.name, &t.name, t.id, &t.pos});
        if (columns)
            for (const Column &c : t.columns)
                visit(NamedObject{K::Column, &t.name, &c.name, c.id, &c.pos});
        for (const ForeignKey &fk : t.foreignKeys)
            if (!fk.name.isEmpty())
                visit(NamedObject{K::ForeignKey, &t.name, &fk.name, fk.id, &fk.pos, true});
        for (const CheckConstraint &ck : t.checks)
            if (!ck.name.isEmpty())
                visit(NamedObject{K::Check, &t.name, &ck.name, ck.id, &ck.pos, true});
    }
    for (const Index &i : indexes)
        visit(NamedObject{K::Index, &i.table, &i.name, i.id, &i.pos});
    for (const Sequence &q : s.sequences)
        visit(NamedObject{K::Sequence, nullptr, &q.name, q.id, &q.pos});
    for (const View &v : s.views)
        visit(NamedObject{K::View, nullptr, &v.name, v.id, &v.pos});
    for (const ChangeStream &c : s.changeStreams)
        visit(NamedObject{K::ChangeStream, nullptr, &c.name, c.id, &c.pos});
    for (const Role &r : s.roles)
        visit(NamedObject{K::Role, nullptr, &r.name, r.id, &r.pos});
}

bool validPart(QStringView part)
{
    if (part.isEmpty() || part.size() > 128)
        return false;
    // ASCII only, so plain range checks say what QChar::isLetter / isLetterOrNumber would.
    const auto letter = [](char16_t c) { return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z'); };
    if (!letter(part[0].unicode()))
        return false;
    for (QChar ch : part) {
        const char16_t c = ch.unicode();
        if (!(letter(c) || (c >= u'0' && c <= u'9') || c == u'_'))
            return false;
    }
    return true;
}

// A name as a hash key: case-sensitive in PostgreSQL, case-insensitive (Unicode case folding,
// as QString::compare) in GoogleSQL. Hashing folds ASCII inline and never allocates.
struct NameKey
{
    const QString *name;
    bool caseSensitive;

    friend bool operator==(const NameKey &a, const NameKey &b)
    {
        return a.name->compare(*b.name, a.caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive) == 0;
    }
    friend size_t qHash(const NameKey &key, size_t seed)
    {
        if (key.caseSensitive)
            return qHash(*key.name, seed);
        size_t h = seed ^ 0x9e3779b97f4a7c15ULL;
        for (const QChar ch : *key.name) {
            char16_t c = ch.unicode();
            if (c < 128)
                c = (c >= u'A' && c <= u'Z') ? char16_t(c + 32) : c;
            else if (ch.isSurrogate())
                continue; // folded pairs stay pairs: leaving them out keeps equal names' hashes equal
            else
                c = ch.toCaseFolded().unicode();
            h = (h ^ c) * 0x100000001b3ULL;
        }
        return h;
    }
};

// Whether a (possibly qualified) name breaks the naming rules (name-invalid).
bool nameNotValid(const NamedObject &o)
{
    const QString &name = *o.name;
    bool bad = false;
    // Qualified names ("sch.T"): every part must be valid; columns and roles are never qualified.
    if (o.kind == CheckSubject::Kind::Column || o.kind == CheckSubject::Kind::Role || !name.contains(u'.')) {
        bad = !validPart(name);
    } else {
        for (QStringView part : QStringView(name).split(u'.'))
            bad = bad || !validPart(part);
    }
    return bad || (o.kind == CheckSubject::Kind::ChangeStream && name.size() > 118);
}

// The reserved keyword a name is or contains as a part (name-reserved-keyword), or an empty view.
QStringView reservedPart(const QString &name)
{
    if (!name.contains(u'.'))
        return isGoogleSqlReservedKeyword(name) ? QStringView(name) : QStringView();
    for (QStringView part : QStringView(name).split(u'.'))
        if (isGoogleSqlReservedKeyword(part))
            return part;
    return {};
}

// The names of the objects checked (CheckContext::tablesToCheck() and indexesToCheck(), and the
// objects of no table) that name-invalid and name-reserved-keyword report, in one pass: the names
// live all over the heap, and reading ~50,000 of them once instead of once per rule is what saves
// time, not the tests.
struct NameChecks
{
    std::vector<NamedObject> invalid;                          // name-invalid subjects
    std::vector<std::pair<NamedObject, QStringView>> reserved; // name-reserved-keyword subjects and the keyword
};

const NameChecks &nameChecks(const CheckContext &ctx)
{
    return ctx.shared<NameChecks>([&] {
        NameChecks checks;
        const bool keywords = !ctx.isPostgres(); // the GoogleSQL keyword list
        forEachNamedObject(ctx.schema(), ctx.tablesToCheck(), ctx.indexesToCheck(), true, [&](const NamedObject &o) {
            // Nearly every name is one valid part: no dot to look for, one keyword lookup.
            if (validPart(*o.name)) {
                if (o.kind == CheckSubject::Kind::ChangeStream && o.name->size() > 118)
                    checks.invalid.push_back(o);
                if (keywords && isGoogleSqlReservedKeyword(*o.name))
                    checks.reserved.emplace_back(o, QStringView(*o.name));
                return;
            }
            if (nameNotValid(o))
                checks.invalid.push_back(o);
            if (keywords)
                if (const QStringView part = reservedPart(*o.name); !part.isNull())
                    checks.reserved.emplace_back(o, part);
        });
        return checks;
    });
}

// Every object's name but the columns', for the rules that compare names across the schema
// (name-duplicate, name-reserved-special), and the duplicate column names of each table.
struct NameFacts
{
    std::vector<NamedObject> objects; // schema order
    // name-duplicate among the columns of one table: (table, duplicate, first column of that name).
    struct DuplicateColumn
    {
        const Table *table;
        size_t duplicate, original;
    };
    std::vector<DuplicateColumn> duplicateColumns;
};

const NameFacts &nameFacts(const CheckContext &ctx)
{
    return ctx.shared<NameFacts>([&] {
        NameFacts facts;
        const Schema &s = ctx.schema();
        facts.objects.reserve(s.tables.size() + s.indexes.size());
        const Qt::CaseSensitivity cs = ctx.isPostgres() ? Qt::CaseSensitive : Qt::CaseInsensitive;
        forEachNamedObject(s, s.tables, s.indexes, false, [&](const NamedObject &o) { facts.objects.push_back(o); });
        for (const Table &t : s.tables) {
            // Most tables have few columns: pairwise comparison allocates nothing. Case folding
            // keeps the UTF-16 length, so names of different lengths never match. Wide (hostile)
            // tables use a name index instead.
            if (t.columns.size() > 64) {
                const ColumnIndex index(t.columns, cs);
                for (size_t i = 1; index.firstDuplicate() >= 0 && i < t.columns.size(); ++i)
                    if (const qsizetype original = index.position(t.columns[i].name); size_t(original) != i)
                        facts.duplicateColumns.push_back({&t, i, size_t(original)});
                continue;
            }
            for (size_t i = 1; i < t.columns.size(); ++i) {
                const QString &name = t.columns[i].name;
                for (size_t j = 0; j < i; ++j) {
                    const QString &other = t.columns[j].name;
                    // Lengths, then the first letters, before a whole (folding) comparison.
                    if (name.size() != other.size()
                        || (!name.isEmpty() && name.front().toCaseFolded() != other.front().toCaseFolded())
                        || name.compare(other, cs) != 0)
                        continue;
                    facts.duplicateColumns.push_back({&t, i, j});
                    break;
                }
            }
        }
        return facts;
    });
}

} // namespace

void nameInvalid(const CheckContext &ctx)
{
    const NameChecks &checks = nameChecks(ctx);
    for (const NamedObject &o : checks.invalid) {
        ctx.report(makeFinding("name-invalid", CheckSeverity::Error, o.subject(), *o.pos,
                               Tr::tr("%1 name not valid: %2. Names start with a letter and contain only letters, digits "
                                      "and underscores (1 to 128 characters%3).")
                                   .arg(kindName(o.kind), q(*o.name),
                                        o.kind == CheckSubject::Kind::ChangeStream ? Tr::tr("; 118 for change streams")
                                                                                   : QString())));
    }
    const QString &db = ctx.schema().databaseName;
    static const QRegularExpression validDb(QStringLiteral("^[a-z][a-z0-9_-]{0,28}[a-z0-9]$"));
    if (!db.isEmpty() && !validDb.match(db).hasMatch())
        ctx.report(makeFinding("name-invalid", CheckSeverity::Error, {CheckSubject::Kind::Database, {}, db, 0}, {},
                               Tr::tr("Database ID not valid: %1. It needs 2 to 30 characters, a lowercase letter first, "
                                      "only [a-z0-9_-], and must not end in '_' or '-'.")
                                   .arg(q(db))));
}

void nameReservedKeyword(const CheckContext &ctx)
{
    if (ctx.isPostgres())
        return; // the GoogleSQL keyword list; PostgreSQL keywords are the parser's business
    // A qualified name reports its first keyword part. The model cannot hold an unquoted keyword:
    // the parser rejects it and the writer quotes it. What remains is the cost for every query
    // author, hence info.
    const NameChecks &checks = nameChecks(ctx);
    for (const auto &[o, part] : checks.reserved) {
        ctx.report(makeFinding("name-reserved-keyword", CheckSeverity::Info, o.subject(), *o.pos,
                               Tr::tr("%1 %2 is a reserved keyword. It must be quoted with backticks in DDL and in "
                                      "every query.")
                                   .arg(kindName(o.kind), q(part.size() == o.name->size() ? *o.name : part.toString()))));
    }
}

void nameDuplicate(const CheckContext &ctx)
{
    const bool pg = ctx.isPostgres();
    auto fold = [pg](const QString &name) { return pg ? name : name.toLower(); };
    const Qt::CaseSensitivity cs = pg ? Qt::CaseSensitive : Qt::CaseInsensitive;
    const std::vector<NamedObject> &objects = nameFacts(ctx).objects; // no columns: compared per table below
    QHash<QString, QString> synonyms; // folded synonym -> table
    for (const Table &t : ctx.schema().tables)
        for (const QString &syn : t.synonyms)
            synonyms.insert(fold(syn), t.name);
    // One hash lookup per name: the first object of a name is the original, every later one (in
    // schema order) a duplicate. Duplicates are then reported sorted by name, as before.
    QHash<NameKey, size_t> firstOf;
    firstOf.reserve(qsizetype(objects.size()));
    std::vector<std::pair<size_t, size_t>> duplicates; // (duplicate, original)
    for (size_t i = 0; i < objects.size(); ++i) {
        if (objects[i].kind == CheckSubject::Kind::Role || objects[i].kind == CheckSubject::Kind::Column)
            continue;
        const NameKey key{objects[i].name, pg};
        if (const auto it = firstOf.constFind(key); it != firstOf.constEnd())
            duplicates.emplace_back(i, it.value());
        else
            firstOf.insert(key, i);
    }
    std::stable_sort(duplicates.begin(), duplicates.end(), [&](const auto &a, const auto &b) {
        return objects[a.first].name->compare(*objects[b.first].name, cs) < 0;
    });
    for (const auto &[duplicate, first] : duplicates) {
        const NamedObject &o = objects[duplicate];
        const NamedObject &original = objects[first];
        ctx.report(makeFinding("name-duplicate", CheckSeverity::Error, o.subject(), *o.pos,
                               Tr::tr("Duplicate name %1: %2 %3 already uses it (names are case-insensitive).")
                                   .arg(q(*o.name), kindName(original.kind).toLower(), q(*original.name))));
    }
    if (!synonyms.isEmpty()) {
        for (const NamedObject &o : objects) {
            if (o.kind == CheckSubject::Kind::Column)
                continue;
            const QString key = fold(*o.name);
            if (synonyms.contains(key) && synonyms.value(key) != *o.name)
                ctx.report(makeFinding("name-duplicate", CheckSeverity::Error, o.subject(), *o.pos,
                                       Tr::tr("Duplicate name %1: it is also a synonym of table %2.")
                                           .arg(q(*o.name), q(synonyms.value(key)))));
        }
    }
    for (const auto &[table, duplicate, original] : nameFacts(ctx).duplicateColumns) {
        const Table &t = *table;
        const Column &c = t.columns[duplicate];
        ctx.report(makeFinding("name-duplicate", CheckSeverity::Error, columnSubject(t, c), c.pos,
                               Tr::tr("Duplicate column name %1 in %2 (%3 already exists; names are case-insensitive).")
                                   .arg(q(c.name), q(t.name), q(t.columns[original].name))));
    }
    QHash<QString, const Role *> roles;
    for (const Role &r : ctx.schema().roles) {
        const QString key = fold(r.name);
        if (roles.contains(key))
            ctx.report(makeFinding("name-duplicate", CheckSeverity::Error, {CheckSubject::Kind::Role, {}, r.name, r.id}, r.pos,
                                   Tr::tr("Duplicate role name %1.").arg(q(r.name))));
        roles.insert(key, &r);
    }
}

void nameReservedSpecial(const CheckContext &ctx)
{
    static const QStringList reservedSchemas = QStringLiteral(
        "INFORMATION_SCHEMA SPANNER_SYS SPANNER_PLACEMENT DEFINITION_SCHEMA default public pg pg_catalog "
        "pg_information_schema spanner safe aead kll_quantiles keys hll_count net ml").split(u' ');
    for (const NamedObject &o : nameFacts(ctx).objects) {
        if (o.kind == CheckSubject::Kind::Table || o.kind == CheckSubject::Kind::Column)
            continue;
        QString message;
        const QString &name = *o.name;
        const QStringView leaf = unqualifiedName(name);
        if (o.kind == CheckSubject::Kind::Index && leaf.compare(u"PRIMARY_KEY", Qt::CaseInsensitive) == 0) {
            message = Tr::tr("PRIMARY_KEY is reserved and cannot name an index.");
        } else if (o.kind == CheckSubject::Kind::Index && name.startsWith(u"Dir_")) {
            // Spanner's own prefix (case-sensitive, and of the whole name: sch.Dir_x is valid).
            message = Tr::tr("Index name not valid: %1: the prefix Dir_ is reserved.").arg(q(name));
        } else if (o.constraint && (leaf.startsWith(u"PK_") || leaf.startsWith(u"CK_IS_NOT_NULL_"))) {
            message = Tr::tr("Invalid constraint name %1: the prefixes PK_ and CK_IS_NOT_NULL_ are reserved.").arg(q(name));
        } else if (o.kind == CheckSubject::Kind::NamedSchema) {
            bool reserved = name.startsWith(u"spanner_", Qt::CaseInsensitive) || name.startsWith(u"pg_", Qt::CaseInsensitive);
            for (const QString &r : reservedSchemas)
                reserved = reserved || name.compare(r, Qt::CaseInsensitive) == 0;
            if (reserved)
                message = Tr::tr("Schema name not valid: %1 is reserved for system schemas.").arg(q(name));
        }
        if (!message.isEmpty())
            ctx.report(makeFinding("name-reserved-special", CheckSeverity::Error, o.subject(), *o.pos, message));
    }
}

void namedSchemaIndexMismatch(const CheckContext &ctx)
{
    for (const Index &i : ctx.schema().indexes) {
        // Both parsers keep Spanner's name, so a PostgreSQL index (named in its table's schema by
        // CREATE INDEX) never differs; a GoogleSQL one may be written in another schema.
        const QString indexSchema = schemaOfName(i.name).toString();
        const QString tableSchema = schemaOfName(i.table).toString();
        if (indexSchema == tableSchema)
            continue;
        ctx.report(makeFinding("named-schema-index-mismatch", CheckSeverity::Error, indexSubject(i), i.pos,
                               Tr::tr("Index %1 is in %2 but its table %3 is in %4: Spanner only lets you create an index "
                                      "in the same schema as its table. Name it %5.")
                                   .arg(q(i.name),
                                        indexSchema.isEmpty() ? Tr::tr("the default schema") : q(indexSchema), q(i.table),
                                        tableSchema.isEmpty() ? Tr::tr("the default schema") : q(tableSchema),
                                        q(inSchemaOf(i.table, i.name)))));
    }
}

} // namespace ssd::checks
