// Naming rules (catalog rules 34-38).

#include "rules.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ssd::checks {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::checks::names)
};

struct NamedObject
{
    CheckSubject subject;
    QString kind;        // translated "Table", "Column", ...
    const SourcePos *pos;
    bool constraint = false;
};

// Every named object, in schema order. Columns carry their table in subject.table.
std::vector<NamedObject> namedObjects(const Schema &s)
{
    using K = CheckSubject::Kind;
    std::vector<NamedObject> out;
    for (const NamedSchema &n : s.schemas)
        out.push_back({{K::NamedSchema, {}, n.name, n.id}, Tr::tr("Schema"), &n.pos});
    for (const Table &t : s.tables) {
        out.push_back({{K::Table, t.name, t.name, t.id}, Tr::tr("Table"), &t.pos});
        for (const Column &c : t.columns)
            out.push_back({{K::Column, t.name, c.name, c.id}, Tr::tr("Column"), &c.pos});
        for (const ForeignKey &fk : t.foreignKeys)
            if (!fk.name.isEmpty())
                out.push_back({{K::ForeignKey, t.name, fk.name, fk.id}, Tr::tr("Constraint"), &fk.pos, true});
        for (const CheckConstraint &ck : t.checks)
            if (!ck.name.isEmpty())
                out.push_back({{K::Check, t.name, ck.name, ck.id}, Tr::tr("Constraint"), &ck.pos, true});
    }
    for (const Index &i : s.indexes)
        out.push_back({{K::Index, i.table, i.name, i.id}, Tr::tr("Index"), &i.pos});
    for (const Sequence &q : s.sequences)
        out.push_back({{K::Sequence, {}, q.name, q.id}, Tr::tr("Sequence"), &q.pos});
    for (const View &v : s.views)
        out.push_back({{K::View, {}, v.name, v.id}, Tr::tr("View"), &v.pos});
    for (const ChangeStream &c : s.changeStreams)
        out.push_back({{K::ChangeStream, {}, c.name, c.id}, Tr::tr("Change stream"), &c.pos});
    for (const Role &r : s.roles)
        out.push_back({{K::Role, {}, r.name, r.id}, Tr::tr("Role"), &r.pos});
    return out;
}

QString schemaPart(const QString &name)
{
    const qsizetype dot = name.lastIndexOf(u'.');
    return dot < 0 ? QString() : name.left(dot);
}

} // namespace

void nameInvalid(const CheckContext &ctx)
{
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z][A-Za-z0-9_]{0,127}$"));
    for (const NamedObject &o : namedObjects(ctx.schema())) {
        QString bad;
        // Qualified names ("sch.T"): every part must be valid; columns and roles are never qualified.
        const bool qualifiable = o.subject.kind != CheckSubject::Kind::Column && o.subject.kind != CheckSubject::Kind::Role;
        const QStringList parts = qualifiable ? o.subject.name.split(u'.') : QStringList{o.subject.name};
        for (const QString &part : parts)
            if (!valid.match(part).hasMatch())
                bad = part;
        if (bad.isNull() && o.subject.kind == CheckSubject::Kind::ChangeStream && o.subject.name.size() > 118)
            bad = o.subject.name;
        if (bad.isNull())
            continue;
        ctx.report(makeFinding("name-invalid", CheckSeverity::Error, o.subject, *o.pos,
                               Tr::tr("%1 name not valid: %2. Names start with a letter and contain only letters, digits "
                                      "and underscores (1 to 128 characters%3).")
                                   .arg(o.kind, q(o.subject.name),
                                        o.subject.kind == CheckSubject::Kind::ChangeStream
                                            ? Tr::tr("; 118 for change streams")
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
    for (const NamedObject &o : namedObjects(ctx.schema())) {
        const QStringList parts = o.subject.name.split(u'.');
        for (const QString &part : parts) {
            if (!isReservedKeyword(part))
                continue;
            // The model cannot hold an unquoted keyword: the parser rejects it and the writer quotes
            // it. What remains is the cost for every query author, hence info.
            ctx.report(makeFinding("name-reserved-keyword", CheckSeverity::Info, o.subject, *o.pos,
                                   Tr::tr("%1 %2 is a reserved keyword. It must be quoted with backticks in DDL and in "
                                          "every query.")
                                       .arg(o.kind, q(part))));
            break;
        }
    }
}

void nameDuplicate(const CheckContext &ctx)
{
    const bool pg = ctx.isPostgres();
    auto fold = [pg](const QString &name) { return pg ? name : name.toLower(); };
    QHash<QString, const NamedObject *> global;
    const std::vector<NamedObject> objects = namedObjects(ctx.schema());
    QHash<QString, QString> synonyms; // folded synonym -> table
    for (const Table &t : ctx.schema().tables)
        for (const QString &syn : t.synonyms)
            synonyms.insert(fold(syn), t.name);
    for (const NamedObject &o : objects) {
        if (o.subject.kind == CheckSubject::Kind::Column || o.subject.kind == CheckSubject::Kind::Role)
            continue;
        const QString key = fold(o.subject.name);
        if (const NamedObject *first = global.value(key, nullptr)) {
            ctx.report(makeFinding("name-duplicate", CheckSeverity::Error, o.subject, *o.pos,
                                   Tr::tr("Duplicate name %1: %2 %3 already uses it (names are case-insensitive).")
                                       .arg(q(o.subject.name), first->kind.toLower(), q(first->subject.name))));
            continue;
        }
        global.insert(key, &o);
        if (synonyms.contains(key) && synonyms.value(key) != o.subject.name)
            ctx.report(makeFinding("name-duplicate", CheckSeverity::Error, o.subject, *o.pos,
                                   Tr::tr("Duplicate name %1: it is also a synonym of table %2.")
                                       .arg(q(o.subject.name), q(synonyms.value(key)))));
    }
    for (const Table &t : ctx.schema().tables) {
        QHash<QString, const Column *> columns;
        for (const Column &c : t.columns) {
            const QString key = fold(c.name);
            if (const Column *first = columns.value(key, nullptr)) {
                ctx.report(makeFinding("name-duplicate", CheckSeverity::Error, columnSubject(t, c), c.pos,
                                       Tr::tr("Duplicate column name %1 in %2 (%3 already exists; names are case-insensitive).")
                                           .arg(q(c.name), q(t.name), q(first->name))));
                continue;
            }
            columns.insert(key, &c);
        }
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
    for (const NamedObject &o : namedObjects(ctx.schema())) {
        QString message;
        const QString &name = o.subject.name;
        const QString leaf = name.mid(name.lastIndexOf(u'.') + 1);
        if (o.subject.kind == CheckSubject::Kind::Index && leaf.compare(u"PRIMARY_KEY", Qt::CaseInsensitive) == 0) {
            message = Tr::tr("PRIMARY_KEY is reserved and cannot name an index.");
        } else if (o.constraint && (leaf.startsWith(u"PK_") || leaf.startsWith(u"CK_IS_NOT_NULL_"))) {
            message = Tr::tr("Invalid constraint name %1: the prefixes PK_ and CK_IS_NOT_NULL_ are reserved.").arg(q(name));
        } else if (o.subject.kind == CheckSubject::Kind::NamedSchema) {
            bool reserved = name.startsWith(u"spanner_", Qt::CaseInsensitive) || name.startsWith(u"pg_", Qt::CaseInsensitive);
            for (const QString &r : reservedSchemas)
                reserved = reserved || name.compare(r, Qt::CaseInsensitive) == 0;
            if (reserved)
                message = Tr::tr("Schema name not valid: %1 is reserved for system schemas.").arg(q(name));
        }
        if (!message.isEmpty())
            ctx.report(makeFinding("name-reserved-special", CheckSeverity::Error, o.subject, *o.pos, message));
    }
}

void namedSchemaIndexMismatch(const CheckContext &ctx)
{
    for (const Index &i : ctx.schema().indexes) {
        const QString indexSchema = schemaPart(i.name);
        const QString tableSchema = schemaPart(i.table);
        // PostgreSQL puts an unqualified index into its table's schema automatically.
        if (indexSchema == tableSchema || (ctx.isPostgres() && indexSchema.isEmpty()))
            continue;
        ctx.report(makeFinding("named-schema-index-mismatch", CheckSeverity::Error, indexSubject(i), i.pos,
                               Tr::tr("Index %1 is in %2 but its table %3 is in %4: Spanner only lets you create an index "
                                      "in the same schema as its table. Name it %5.")
                                   .arg(q(i.name),
                                        indexSchema.isEmpty() ? Tr::tr("the default schema") : q(indexSchema), q(i.table),
                                        tableSchema.isEmpty() ? Tr::tr("the default schema") : q(tableSchema),
                                        q(tableSchema.isEmpty() ? i.name.mid(i.name.lastIndexOf(u'.') + 1)
                                                                : tableSchema + u'.' + i.name.mid(i.name.lastIndexOf(u'.') + 1)))));
    }
}

} // namespace ssd::checks
