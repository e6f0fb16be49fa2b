// Multi-tenancy and sequence rules (catalog rules 10, 11, 12).

#include "quickfixes.h"
#include "rules.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ssd::checks {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::checks::tenancy)
};

QString unquoted(QString value)
{
    value = value.trimmed();
    if (value.size() >= 2 && (value.startsWith(u'\'') || value.startsWith(u'"')) && value.back() == value.front())
        value = value.mid(1, value.size() - 2);
    return value;
}

bool databaseHasDefaultSequenceKind(const Schema &schema)
{
    for (const Option &o : schema.databaseOptions)
        if (o.name.endsWith(u"default_sequence_kind", Qt::CaseInsensitive) && !unquoted(o.value).isEmpty()
            && o.value.compare(u"null", Qt::CaseInsensitive) != 0)
            return true;
    return false;
}

// Whether `hash` occurs three or more times in `sorted`.
bool sharedByThree(const std::vector<quint64> &sorted, quint64 hash)
{
    const auto range = std::equal_range(sorted.begin(), sorted.end(), hash);
    return range.second - range.first >= 3;
}

std::vector<quint64> sortedCopy(std::vector<quint64> hashes)
{
    std::sort(hashes.begin(), hashes.end());
    return hashes;
}

// An order-independent hash of a table's (lower-cased column name, type kind) pairs: tables with
// the same column signature (see tenantTablePerTenant) hash equal, because the per-column hashes
// are summed; different signatures almost never do.
quint64 columnSetHash(const Table &table)
{
    quint64 sum = table.columns.size();
    for (const Column &c : table.columns) {
        const bool ascii = std::all_of(c.name.cbegin(), c.name.cend(), [](QChar ch) { return ch.unicode() < 128; });
        const QString lower = ascii ? c.name : c.name.toLower(); // ASCII is lowered below, copy-free
        quint64 h = 0xcbf29ce484222325ULL ^ quint64(c.type.kind);
        for (const QChar ch : lower) {
            const char16_t u = ch.unicode();
            h = (h ^ ((u >= u'A' && u <= u'Z') ? char16_t(u + 32) : u)) * 0x100000001b3ULL;
        }
        h ^= h >> 31; // mix, so that sums of similar hashes still spread
        h *= 0xbf58476d1ce4e5b9ULL;
        h ^= h >> 29;
        sum += h;
    }
    return sum;
}

} // namespace

void tenantKeyNotFirst(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        const size_t inherited = size_t(ctx.inheritedKeyCount(t));
        const KeyPart *tenantKey = nullptr;
        size_t position = 0;
        for (size_t i = 0; i < t.primaryKey.size(); ++i)
            if (isTenantColumnName(t.primaryKey[i].column)) {
                tenantKey = &t.primaryKey[i];
                position = i;
                break;
            }
        if (tenantKey) {
            // A child that inherits a misplaced tenant column is reported at the table owning it.
            if (position == 0 || (!isRoot(t) && position < inherited))
                continue;
            const Column *c = ctx.keyColumn(t, position);
            Finding f = makeFinding("tenant-key-not-first", CheckSeverity::Info,
                                    c ? columnSubject(t, *c) : tableSubject(t), c ? c->pos : t.pos,
                                    Tr::tr("Tenant column %1 is key part %2 of %3. Put %1 first so each tenant's rows are "
                                           "contiguous (schema-managed multi-tenancy). If tenant IDs are assigned "
                                           "sequentially and one tenant writes heavily, that tenant's range can still hotspot.")
                                        .arg(q(tenantKey->column))
                                        .arg(position + 1)
                                        .arg(q(t.name)));
            if (isRoot(t)) {
                QStringList order{tenantKey->column};
                for (const KeyPart &k : t.primaryKey)
                    if (&k != tenantKey)
                        order.append(k.column);
                f.fixes.push_back(fixes::reorderKey(QStringLiteral("tenant-first"),
                                                    [column = tenantKey->column, table = t.name] {
                                                        return Tr::tr("Move %1 to the front of the key of %2").arg(q(column), q(table));
                                                    },
                                                    t.name, order));
            }
            ctx.report(std::move(f));
            continue;
        }
        if (!ctx.settings().multiTenant || !isRoot(t))
            continue;
        for (const Column &c : t.columns) {
            if (!isTenantColumnName(c.name))
                continue;
            ctx.report(makeFinding("tenant-key-not-first", CheckSeverity::Info, columnSubject(t, c), c.pos,
                                   Tr::tr("The project is multi-tenant but tenant column %1 is not part of the key of %2. "
                                          "Put %1 first in the key so each tenant's rows are contiguous, or interleave %2 "
                                          "under a Tenants root table.")
                                       .arg(q(c.name), q(t.name))));
            break;
        }
    }
}

void tenantTablePerTenant(const CheckContext &ctx)
{
    // Names with their digit runs replaced by '#' ("customer#_payroll"); only groups of three or
    // more such names are compared column by column.
    // A first pass hashes the normalized names without building them: only names whose hash
    // three or more tables share (a superset of the groups that matter) are built and grouped.
    // Hashes exactly the characters the normalization below appends.
    auto normalizedHash = [](const QString &name) {
        size_t h = 0xcbf29ce484222325ULL;
        bool any = false;
        char16_t last = 0;
        for (const QChar ch : name) {
            const char16_t c = ch.isDigit() ? u'#' : ch.toLower().unicode();
            if (c == u'#' && ch.isDigit() && any && last == u'#')
                continue;
            h = (h ^ c) * 0x100000001b3ULL;
            any = true;
            last = c;
        }
        return h;
    };
    std::vector<std::pair<quint64, const Table *>> numbered; // (hash, table) of names with digits
    for (const Table &t : ctx.schema().tables)
        if (std::any_of(t.name.cbegin(), t.name.cend(), [](QChar ch) { return ch.isDigit(); }))
            numbered.emplace_back(normalizedHash(t.name), &t);
    std::vector<quint64> hashes;
    hashes.reserve(numbered.size());
    for (const auto &n : numbered)
        hashes.push_back(n.first);
    const std::vector<quint64> sortedHashes = sortedCopy(std::move(hashes));
    QHash<QString, std::vector<const Table *>> byName;
    QStringList order;
    for (const auto &[h, table] : numbered) {
        if (!sharedByThree(sortedHashes, h))
            continue;
        const Table &t = *table;
        QString normalized;
        normalized.reserve(t.name.size());
        for (qsizetype i = 0; i < t.name.size(); ++i) {
            if (t.name[i].isDigit()) {
                if (normalized.isEmpty() || normalized.back() != u'#')
                    normalized.append(u'#');
            } else {
                normalized.append(t.name[i].toLower());
            }
        }
        auto it = byName.find(normalized);
        if (it == byName.end()) {
            order.append(normalized);
            it = byName.insert(normalized, {});
        }
        it->push_back(&t);
    }
    for (const QString &name : order) {
        const std::vector<const Table *> &candidates = byName[name];
        if (candidates.size() < 3)
            continue;
        // The same two passes for the columns: only tables whose column-set hash three or more
        // candidates share get their exact signature built.
        std::vector<quint64> columnHashes;
        columnHashes.reserve(candidates.size());
        for (const Table *t : candidates)
            columnHashes.push_back(columnSetHash(*t));
        const std::vector<quint64> sortedColumnHashes = sortedCopy(columnHashes);
        QHash<QString, std::vector<const Table *>> bySignature;
        QStringList signatures;
        for (size_t i = 0; i < candidates.size(); ++i) {
            if (!sharedByThree(sortedColumnHashes, columnHashes[i]))
                continue;
            const Table *t = candidates[i];
            QStringList columns;
            for (const Column &c : t->columns)
                columns.append(c.name.toLower() + u':' + QString::number(int(c.type.kind)));
            columns.sort();
            const QString signature = columns.join(u',');
            if (!bySignature.contains(signature))
                signatures.append(signature);
            bySignature[signature].push_back(t);
        }
        for (const QString &signature : signatures) {
            const std::vector<const Table *> &g = bySignature[signature];
            if (g.size() < 3)
                continue;
            QStringList names;
            for (size_t i = 0; i < g.size() && i < 4; ++i)
                names.append(q(g[i]->name));
            if (g.size() > 4)
                names.append(QStringLiteral("..."));
            const Table &first = *g.front();
            ctx.report(makeFinding("tenant-table-per-tenant", CheckSeverity::Warning, tableSubject(first), first.pos,
                                   Tr::tr("%1 tables (%2) have the same columns and names that differ only by a "
                                          "tenant-like number. A table (or schema) per tenant hits the limits of 5,000 "
                                          "tables and 10,000 indexes per database, and slows or throttles schema "
                                          "updates. Merge them into one table with the tenant ID as the first key.")
                                       .arg(g.size())
                                       .arg(names.join(QStringLiteral(", ")))));
        }
    }
}

void sequenceKindMissing(const CheckContext &ctx)
{
    const bool databaseDefault = databaseHasDefaultSequenceKind(ctx.schema());
    if (!databaseDefault) {
        // Identity columns of the tables checked, found in the shared column pass; sequences are
        // not a table's, so they are checked every time.
        for (const ColumnFacts::Hit &hit : ctx.columnFacts().identities) {
            const Table &t = *hit.table;
            {
                const Column &c = *hit.column;
                Finding f = makeFinding("sequence-kind-missing", CheckSeverity::Error, columnSubject(t, c), c.pos,
                                        Tr::tr("The sequence kind of identity column %1 of %2 is not specified. Specify "
                                               "BIT_REVERSED_POSITIVE or set the database option default_sequence_kind.")
                                            .arg(q(c.name), q(t.name)));
                f.fixes.push_back(fixes::explicitBitReversedIdentity(t.name, c.name));
                ctx.report(std::move(f));
            }
        }
    }
    for (const Sequence &s : ctx.schema().sequences) {
        const Option *kind = findOption(s.options, u"sequence_kind");
        QString message;
        if (kind && kind->value.compare(u"null", Qt::CaseInsensitive) != 0
            && unquoted(kind->value).compare(u"bit_reversed_positive", Qt::CaseInsensitive) != 0) {
            message = Tr::tr("Sequence %1 has the invalid kind %2: bit_reversed_positive is the only valid kind.")
                          .arg(q(s.name), kind->value);
        } else if (!s.clauses.bitReversedPositive && !(kind && kind->value.compare(u"null", Qt::CaseInsensitive) != 0)
                   && !databaseDefault) {
            message = Tr::tr("Sequence %1 does not specify its kind: add sequence_kind = 'bit_reversed_positive' (or "
                             "BIT_REVERSED_POSITIVE) or set the database option default_sequence_kind.")
                          .arg(q(s.name));
        } else {
            continue;
        }
        Finding f = makeFinding("sequence-kind-missing", CheckSeverity::Error,
                                {CheckSubject::Kind::Sequence, {}, s.name, s.id}, s.pos, message);
        f.fixes.push_back(fixes::sequenceKind(s.name));
        ctx.report(std::move(f));
    }
}

} // namespace ssd::checks
