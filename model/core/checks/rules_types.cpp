// Type, commit-timestamp, TTL and foreign-key rules (catalog rules 25-27, 44-48).

#include "quickfixes.h"
#include "rules.h"

#include "columnindex.h"

#include <QCoreApplication>
#include <QVarLengthArray>

#include <algorithm>

namespace ssd::checks {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::checks::types)
};

QString fkLabel(const ForeignKey &fk) { return ForeignKeyLabel(fk).text(); }

bool hasDuplicates(QStringList list) { return list.removeDuplicates() != 0; }

bool isVectorArray(const ColumnType &t)
{
    const ColumnType *e = t.arrayElement();
    return e && (e->kind == TypeKind::Float32 || e->kind == TypeKind::Float64);
}

// The length problem of a STRING/BYTES type, or an empty string.
QString lengthProblem(const ColumnType &type)
{
    const ColumnType *t = type.isArray() ? type.arrayElement() : &type;
    if (!t || (t->kind != TypeKind::String && t->kind != TypeKind::Bytes) || !t->length)
        return {};
    const qint64 max = t->kind == TypeKind::String ? kMaxStringLength : kMaxBytesLength;
    if (*t->length >= 1 && *t->length <= max)
        return {};
    return Tr::tr("length %1 is outside the allowed range [1, %2]").arg(*t->length).arg(max);
}

} // namespace

void keyColumnInvalidType(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        for (size_t i = size_t(ctx.inheritedKeyCount(t)); i < t.primaryKey.size(); ++i) {
            const Column *c = ctx.keyColumn(t, i);
            if (!c)
                continue;
            const KeyTypeValidity validity = keyTypeValidity(c->type, ctx.dialect());
            if (validity == KeyTypeValidity::Valid)
                continue;
            const QString type = typeDisplayName(c->type, ctx.dialect());
            if (validity == KeyTypeValidity::Unconfirmed)
                ctx.report(makeFinding("key-column-invalid-type", CheckSeverity::Warning, columnSubject(t, *c), c->pos,
                                       Tr::tr("Column %1.%2 has type %3 and is part of the primary key. Whether PROTO key "
                                              "columns are valid is not confirmed (protos are not orderable); key a STORED "
                                              "generated column that extracts a scalar field instead.")
                                           .arg(t.name, c->name, type)));
            else
                ctx.report(makeFinding("key-column-invalid-type", CheckSeverity::Error, columnSubject(t, *c), c->pos,
                                       Tr::tr("Column %1.%2 has type %3, but is part of the primary key. %3 cannot be a key "
                                              "column; use a supported scalar (a STORED generated column that extracts one, "
                                              "or FLOAT64 instead of FLOAT32).")
                                           .arg(t.name, c->name, type)));
        }
    }
}

void indexKeyInvalidType(const CheckContext &ctx)
{
    for (const Index &i : ctx.indexesToCheck()) {
        const Table *t = ctx.indexTable(i);
        if (!t || i.kind == Index::Kind::Search)
            continue; // search indexes are keyed by TOKENLIST columns by design
        for (size_t k = 0; k < i.keys.size(); ++k) {
            const Column *c = ctx.indexKeyColumn(i, k);
            if (!c)
                continue;
            if (i.kind == Index::Kind::Vector && isVectorArray(c->type))
                continue;
            const KeyTypeValidity validity = keyTypeValidity(c->type, ctx.dialect());
            if (validity != KeyTypeValidity::Invalid)
                continue;
            ctx.report(makeFinding("index-key-invalid-type", CheckSeverity::Error, indexSubject(i), i.pos,
                                   Tr::tr("Index %1 is defined on column %2 of unsupported type %3. Index a STORED "
                                          "generated column that extracts a scalar value instead.")
                                       .arg(q(i.name), q(c->name), typeDisplayName(c->type, ctx.dialect()))));
        }
    }
}

void stringBytesLength(const CheckContext &ctx)
{
    for (const ColumnFacts::Hit &hit : ctx.columnFacts().badLengths) { // found in the shared column pass
        const Table &t = *hit.table;
        if (ctx.isChecked(t)) {
            const Column &c = *hit.column;
            QString problem = lengthProblem(c.type);
            const ColumnType *base = c.type.isArray() ? c.type.arrayElement() : &c.type;
            if (problem.isEmpty() && !ctx.isPostgres() && c.isGenerated() && !c.stored && base
                && (base->kind == TypeKind::String || base->kind == TypeKind::Bytes) && base->length)
                problem = Tr::tr("a non-stored generated STRING/BYTES column must have length MAX");
            if (problem.isEmpty())
                continue;
            Finding f = makeFinding("string-bytes-length", CheckSeverity::Error, columnSubject(t, c), c.pos,
                                    Tr::tr("Bad length for column %1 of %2 (%3): %4.")
                                        .arg(q(c.name), q(t.name), typeDisplayName(c.type, ctx.dialect()), problem));
            f.fixes.push_back(fixes::insertMax(t.name, c.name));
            ctx.report(std::move(f));
        }
    }
}

void commitTsMisuse(const CheckContext &ctx)
{
    // Only columns with options or a default can fire below (found in the shared column pass,
    // in schema order).
    const ColumnFacts &facts = ctx.columnFacts();
    const std::vector<ColumnFacts::Hit> &candidates = facts.optionsOrDefault;
    size_t next = 0;
    for (const Table &t : ctx.tablesToCheck()) {
        const Table *p = ctx.parent(t);
        while (next < candidates.size() && candidates[next].table < &t) // of a table not checked now
            ++next;
        for (; next < candidates.size() && candidates[next].table == &t; ++next) {
            const Column &c = *candidates[next].column;
            auto report = [&](const QString &message) {
                ctx.report(makeFinding("commit-ts-misuse", CheckSeverity::Error, columnSubject(t, c), c.pos, message));
            };
            const bool option = c.allowsCommitTimestamp();
            // The emulator rejects the option on other types even when it is false.
            if (findOption(c.options, u"allow_commit_timestamp") && c.type.kind != TypeKind::Timestamp) {
                report(Tr::tr("Column %1 of %2 has the allow_commit_timestamp option, which is only allowed on TIMESTAMP "
                              "columns (it is %3).")
                           .arg(q(c.name), q(t.name), typeDisplayName(c.type, ctx.dialect())));
                continue;
            }
            if (option && c.isGenerated()) {
                report(Tr::tr("Generated column %1 of %2 cannot have the allow_commit_timestamp option.").arg(q(c.name), q(t.name)));
                continue;
            }
            if (!option && hasPendingCommitTimestampDefault(c)) {
                report(Tr::tr("Column %1 of %2 defaults to PENDING_COMMIT_TIMESTAMP() but lacks allow_commit_timestamp = true.")
                           .arg(q(c.name), q(t.name)));
                continue;
            }
            if (!option)
                continue;
            if (c.defaultExpr && !hasPendingCommitTimestampDefault(c)) {
                report(Tr::tr("The only default value expression permitted for commit timestamp column %1 of %2 is "
                              "PENDING_COMMIT_TIMESTAMP() (it is %3).")
                           .arg(q(c.name), q(t.name), *c.defaultExpr));
                continue;
            }
            bool reported = false;
            for (const Column &g : t.columns) {
                if (&g != &c && g.generatedExpr && expressionReferences(*g.generatedExpr, c.name)) {
                    report(Tr::tr("Commit-timestamp column %1 of %2 is referenced by generated column %3, which is not "
                                  "allowed.")
                               .arg(q(c.name), q(t.name), q(g.name)));
                    reported = true;
                    break;
                }
            }
            for (const CheckConstraint &check : t.checks) {
                if (reported || !expressionReferences(check.expr, c.name))
                    continue;
                report(Tr::tr("Column %1 of %2 has option commit_timestamp, which is not supported in check constraint %3.")
                           .arg(q(c.name), q(t.name), q(check.name.isEmpty() ? check.expr : check.name)));
                reported = true;
            }
            Q_UNUSED(reported);
        }
        // Shared key columns must agree with the parent on the option.
        if (!p || ctx.inCycle(t))
            continue;
        for (int i = 0; i < ctx.inheritedKeyCount(t); ++i) {
            const QString &name = t.primaryKey[size_t(i)].column;
            const Column *cc = ctx.keyColumn(t, size_t(i));
            // The parent's key part i has this name when it matters (tested below).
            const Column *pc = name == p->primaryKey[size_t(i)].column ? ctx.keyColumn(*p, size_t(i)) : p->findColumn(name);
            if (!cc || !pc || name != p->primaryKey[size_t(i)].column
                || cc->allowsCommitTimestamp() == pc->allowsCommitTimestamp())
                continue;
            // The docs require consistency; the emulator accepts the mismatch, hence a warning.
            ctx.report(makeFinding("commit-ts-misuse", CheckSeverity::Warning, columnSubject(t, *cc), cc->pos,
                                   Tr::tr("The allow_commit_timestamp option of key column %1 differs between %2 and its "
                                          "parent %3; the documentation requires it to be consistent across parent and "
                                          "child keys.")
                                       .arg(q(name), q(t.name), q(p->name))));
        }
    }
}

void ttlPolicyInvalid(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        if (!t.rowDeletionPolicy)
            continue;
        const RowDeletionPolicy &ttl = *t.rowDeletionPolicy;
        const Column *c = t.findColumn(ttl.column);
        QString message;
        if (!c)
            message = Tr::tr("The row deletion policy of %1 uses column %2, which does not exist.").arg(q(t.name), q(ttl.column));
        else if (c->type.kind != TypeKind::Timestamp)
            message = Tr::tr("Cannot create the row deletion policy on %1 because column %2 is not of type %3 (it is %4).")
                          .arg(q(t.name), q(c->name), ctx.isPostgres() ? QStringLiteral("timestamptz") : QStringLiteral("TIMESTAMP"),
                               typeDisplayName(c->type, ctx.dialect()));
        else if (ttl.days < 0)
            message = Tr::tr("The row deletion policy of %1 has a negative interval (%2 days).").arg(q(t.name)).arg(ttl.days);
        else if (c->generatedExpr) {
            for (const Column &other : t.columns)
                if (other.allowsCommitTimestamp() && expressionReferences(*c->generatedExpr, other.name))
                    message = Tr::tr("The row deletion policy of %1 uses %2, which is generated from commit-timestamp "
                                     "column %3.")
                                  .arg(q(t.name), q(c->name), q(other.name));
        }
        if (!message.isEmpty())
            ctx.report(makeFinding("ttl-policy-invalid", CheckSeverity::Error, tableSubject(t), t.pos, message));
    }
}

void ttlBlockedByNoAction(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        if (!t.rowDeletionPolicy)
            continue;
        const std::vector<const Table *> family = subtreeOf(ctx, t);
        QString message;
        bool cascades = false;
        for (size_t i = 1; i < family.size() && message.isEmpty(); ++i) {
            const Table *d = family[i];
            if (d->interleave && d->interleave->kind == Interleave::Kind::InParent) {
                if (d->interleave->onDelete == OnDelete::NoAction)
                    message = Tr::tr("Cannot create a row deletion policy on %1 because there is a descendant table %2 with "
                                     "ON DELETE NO ACTION.")
                                  .arg(q(t.name), q(d->name));
                else
                    cascades = true;
            }
        }
        for (size_t i = 0; i < family.size() && message.isEmpty(); ++i) {
            for (const CheckContext::FkRef &ref : ctx.referencedBy(*family[i])) {
                if (ref.fk->notEnforced || ref.fk->onDelete == OnDelete::Cascade)
                    continue;
                message = Tr::tr("Cannot add a row deletion policy to %1: %2 is referenced by foreign key %3 of %4 without "
                                 "ON DELETE CASCADE.")
                              .arg(q(t.name), q(family[i]->name), q(fkLabel(*ref.fk)), q(ref.table->name));
                break;
            }
        }
        if (!message.isEmpty()) {
            Finding f = makeFinding("ttl-blocked-by-no-action", CheckSeverity::Error, tableSubject(t), t.pos, message);
            f.fixes.push_back(fixes::cascadeBlockingDescendants(t.name));
            ctx.report(std::move(f));
        } else if (cascades) {
            // A cascading delete counts as one mutation however many child rows it removes, except
            // for the entries of secondary indexes on the deleted rows, which count one by one
            // (quotas, note 3). Without such indexes below the table, the cascade is cheap.
            QStringList indexed;
            for (size_t i = 1; i < family.size(); ++i)
                if (!ctx.indexesOn(*family[i]).empty())
                    indexed.append(family[i]->name);
            if (indexed.isEmpty())
                continue;
            ctx.report(makeFinding("ttl-blocked-by-no-action", CheckSeverity::Info, tableSubject(t), t.pos,
                                   Tr::tr("TTL on %1 deletes its interleaved descendants too, and each entry of the secondary "
                                          "indexes on %2 counts as one mutation: deleting a large hierarchy can hit the "
                                          "80,000-mutation limit per transaction.")
                                       .arg(q(t.name), indexed.join(QStringLiteral(", ")))));
        }
    }
}

void fkInvalid(const CheckContext &ctx)
{
    for (const Table &t : ctx.tablesToCheck()) {
        // The referencing columns by name (see fk-interleave-candidate).
        if (t.foreignKeys.empty())
            continue;
        const ColumnIndex columns(t.columns, ColumnIndex::ExactFirst{});
        for (const ForeignKey &fk : t.foreignKeys) {
            auto report = [&](const QString &problem) {
                ctx.report(makeFinding("fk-invalid", CheckSeverity::Error, fkSubject(t, fk), fk.pos,
                                       Tr::tr("Foreign key %1 of %2 is invalid: %3.").arg(q(fkLabel(fk)), q(t.name), problem)));
            };
            if (ctx.isPostgres() && fk.notEnforced) {
                report(Tr::tr("PostgreSQL-dialect databases do not support NOT ENFORCED foreign keys"));
                continue;
            }
            if (fk.notEnforced && fk.onDelete == OnDelete::Cascade) {
                report(Tr::tr("a NOT ENFORCED foreign key cannot have an ON DELETE action"));
                continue;
            }
            const Table *target = ctx.foreignKeyTarget(t, fk);
            if (!target) {
                report(Tr::tr("table %1 is not found").arg(q(fk.referencedTable)));
                continue;
            }
            if (hasDuplicates(fk.columns) || hasDuplicates(fk.referencedColumns)) {
                report(Tr::tr("a column is used more than once"));
                continue;
            }
            if (fk.columns.size() != fk.referencedColumns.size()) {
                report(Tr::tr("the number of columns differs (%1 referencing, %2 referenced)")
                           .arg(fk.columns.size())
                           .arg(fk.referencedColumns.size()));
                continue;
            }
            for (qsizetype i = 0; i < fk.columns.size(); ++i) {
                const Column *a = columns.findExact(fk.columns[i]);
                const Column *b = target == &t ? columns.findExact(fk.referencedColumns[i]) : target->findColumn(fk.referencedColumns[i]);
                QString problem;
                if (!a)
                    problem = Tr::tr("column %1 is not found in %2").arg(q(fk.columns[i]), q(t.name));
                else if (!b)
                    problem = Tr::tr("column %1 is not found in %2").arg(q(fk.referencedColumns[i]), q(target->name));
                else if (a->type.kind == TypeKind::Array || a->type.kind == TypeKind::Json || b->type.kind == TypeKind::Array
                         || b->type.kind == TypeKind::Json)
                    problem = Tr::tr("column %1 has an unsupported type (%2)")
                                  .arg(q(a->name), typeDisplayName(a->type.kind == TypeKind::Array || a->type.kind == TypeKind::Json
                                                                       ? a->type : b->type, ctx.dialect()));
                else if (!sameType(a->type, b->type, false))
                    problem = Tr::tr("column %1 (%2) and referenced column %3 (%4) have different types")
                                  .arg(q(a->name), typeDisplayName(a->type, ctx.dialect()), q(b->name),
                                       typeDisplayName(b->type, ctx.dialect()));
                else if (a->allowsCommitTimestamp() || b->allowsCommitTimestamp())
                    problem = Tr::tr("commit timestamp column %1 is not supported in a foreign key")
                                  .arg(q(a->allowsCommitTimestamp() ? a->name : b->name));
                if (!problem.isEmpty()) {
                    report(problem);
                    break;
                }
            }
        }
    }
}

void fkCost(const CheckContext &ctx)
{
    // Only what is specific to a foreign key: every enforced key has backing indexes, which is no
    // news; a UNIQUE one on columns that are not the referenced key, and a cascade that can delete
    // many rows in one transaction, are.
    for (const Table &t : ctx.tablesToCheck()) {
        for (const ForeignKey &fk : t.foreignKeys) {
            const Table *target = ctx.foreignKeyTarget(t, fk);
            if (fk.notEnforced || !target || fk.columns.size() != fk.referencedColumns.size())
                continue;
            // The referenced columns and the target's key as sorted lists (views: no copies).
            QVarLengthArray<QStringView, 8> sortedRef, sortedPk;
            for (const QString &c : fk.referencedColumns)
                sortedRef.append(c);
            for (const KeyPart &k : target->primaryKey)
                sortedPk.append(k.column);
            std::sort(sortedRef.begin(), sortedRef.end());
            std::sort(sortedPk.begin(), sortedPk.end());
            const bool notThePrimaryKey = sortedRef != sortedPk;
            // A cascade deletes at most one row per referenced row when the referencing columns
            // hold the whole key of the table (or of a unique index on it): no fan-out.
            bool oneToOne = !t.primaryKey.empty();
            for (const KeyPart &k : t.primaryKey)
                oneToOne = oneToOne && fk.columns.contains(k.column);
            for (const Index *index : ctx.indexesOn(t)) {
                if (oneToOne || !index->unique)
                    continue;
                bool covered = !index->keys.empty();
                for (const KeyPart &k : index->keys)
                    covered = covered && fk.columns.contains(k.column);
                oneToOne = covered;
            }
            const bool fanOut = fk.onDelete == OnDelete::Cascade && !oneToOne;
            if (!notThePrimaryKey && !fanOut)
                continue;
            auto describe = [label = ForeignKeyLabel(fk), table = t.name, target = target->name, notThePrimaryKey, fanOut] {
                QStringList costs;
                if (notThePrimaryKey)
                    costs.append(Tr::tr("the referenced columns are not the primary key of %1, so Spanner builds a UNIQUE "
                                        "NULL_FILTERED backing index on them (and creating the key fails if the data are not "
                                        "unique)")
                                     .arg(q(target)));
                if (fanOut)
                    costs.append(Tr::tr("ON DELETE CASCADE deletes every %1 row that references a deleted %2 row in the same "
                                        "transaction, and a large fan-out can exceed the 80,000-mutation limit; prefer "
                                        "INTERLEAVE IN PARENT ON DELETE CASCADE for a large 1:N, or delete the %1 rows first")
                                     .arg(q(table), q(target)));
                return Tr::tr("Foreign key %1 of %2 has hidden costs: %3.")
                    .arg(q(label.text()), q(table), costs.join(QStringLiteral("; ")));
            };
            ctx.report(makeFinding("fk-cost", CheckSeverity::Info, fkSubject(t, fk), fk.pos, std::move(describe)));
        }
    }
}

} // namespace ssd::checks
