#include "conversion.h"

#include "canonical.h"
#include "conversionmemo.h"
#include "expressionconversion.h"
#include "generatedinline.h"
#include "grantroles.h"
#include "membercount.h"
#include "qualifiednames.h"
#include "writerutil.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace ssd {

namespace {

// Naming: the model keeps names exactly as Spanner would; a GoogleSQL name keeps its case in
// PostgreSQL, where the writer then double-quotes it ("Singers"). Lower-case names stay plain.
// PostgreSQL names come back to GoogleSQL unchanged (lower case, or mixed case when quoted).

const char *const kPostgreSqlDatabaseOptions[] = {
    "default_leader", "optimizer_version", "optimizer_statistics_package", "version_retention_period",
    "default_sequence_kind", "default_time_zone", "read_lease_regions",
};

QString unquoteOption(const QString &value)
{
    if (value.size() >= 2 && ((value.startsWith(u'\'') && value.endsWith(u'\''))
                              || (value.startsWith(u'"') && value.endsWith(u'"'))))
        return value.mid(1, value.size() - 2);
    return value;
}

// Converts each element in place with `convert`, which says whether the element stays; the ones
// that do not are taken out without a new vector (most tables lose nothing, and a new vector per
// table was a good part of converting thousands of them).
template<typename T, typename Convert>
void keepConverted(std::vector<T> &items, Convert convert)
{
    size_t kept = 0;
    for (size_t i = 0; i < items.size(); ++i) {
        if (!convert(items[i]))
            continue;
        if (kept != i)
            items[kept] = std::move(items[i]);
        ++kept;
    }
    items.erase(items.begin() + qsizetype(kept), items.end());
}

class Converter
{
    // Warnings are translated in the context "ssd::Conversion"; names, keywords and types are
    // arguments and stay as written.
    Q_DECLARE_TR_FUNCTIONS(ssd::Conversion)

public:
    Converter(const Schema &source, Dialect target, ConversionMemo *memo)
        : m_source(source), m_to(target), m_from(source.dialect), m_memo(memo)
    {
        if (memo)
            copyAllButTheTables();
        else
            m_out = source;
        m_out.dialect = target;
    }

    ConversionResult run()
    {
        databaseOptions();
        if (!m_out.protoBundleTypes.isEmpty()) {
            if (m_to == Dialect::PostgreSql) {
                warn(tr("proto bundle (%1): PostgreSQL has no proto types; dropped")
                         .arg(m_out.protoBundleTypes.join(QStringLiteral(", "))));
                m_out.protoBundleTypes.clear();
            }
        }
        for (Sequence &s : m_out.sequences) {
            m_at = s.pos;
            sequence(s);
        }
        if (m_memo)
            m_memo->beginConversion(m_to);
        for (size_t i = 0; i < m_out.tables.size(); ++i)
            tableThroughMemo(m_source.tables[i], m_out.tables[i]);
        if (m_memo)
            m_memo->endConversion();
        for (Index &i : m_out.indexes) {
            m_at = i.pos;
            index(i);
        }
        for (ChangeStream &c : m_out.changeStreams) {
            m_at = c.pos;
            changeStream(c);
        }
        for (View &v : m_out.views) {
            m_at = v.pos;
            v.query = expression(v.query, [&v] { return tr("view %1").arg(v.name); });
        }
        for (Grant &g : m_out.grants) {
            m_at = g.pos;
            grant(g);
        }
        if (m_to == Dialect::PostgreSql) {
            for (const PropertyGraph &g : m_out.propertyGraphs) {
                m_at = g.pos;
                warn(tr("property graph %1: PostgreSQL has no property graphs; dropped").arg(g.name));
                keepComment(g);
            }
            m_out.propertyGraphs.clear();
            for (const Model &m : m_out.models) {
                m_at = m.pos;
                warn(tr("model %1: PostgreSQL has no CREATE MODEL; dropped").arg(m.name));
                keepComment(m);
            }
            m_out.models.clear();
        }
        for (const KeptStatement &k : m_out.keptStatements) {
            m_at = k.pos;
            warn(tr("%1 statement kept verbatim in %2 syntax cannot be converted; dropped: %3")
                     .arg(k.kind, dialectName(m_from), k.text.left(60)));
            keepComment(k);
        }
        m_out.keptStatements.clear();
        return {std::move(m_out), std::move(m_diagnostics)};
    }

private:
    // With a memo most tables come from it: copying every table first and then the memo's over
    // it was half the cost of a conversion. The tables are copied one by one as they convert.
    void copyAllButTheTables()
    {
        static_assert(memberCount<Schema>() == 18, "Schema's members changed: copy them here");
        const Schema &s = m_source;
        m_out.dialect = s.dialect;
        m_out.databaseName = s.databaseName;
        m_out.databaseOptions = s.databaseOptions;
        m_out.schemas = s.schemas;
        m_out.tables.resize(s.tables.size());
        m_out.indexes = s.indexes;
        m_out.sequences = s.sequences;
        m_out.views = s.views;
        m_out.changeStreams = s.changeStreams;
        m_out.roles = s.roles;
        m_out.grants = s.grants;
        m_out.propertyGraphs = s.propertyGraphs;
        m_out.models = s.models;
        m_out.localityGroups = s.localityGroups;
        m_out.protoBundleTypes = s.protoBundleTypes;
        m_out.keptStatements = s.keptStatements;
        m_out.freeComments = s.freeComments;
        m_out.lastId = s.lastId;
    }

    // A dropped object's comment stays, as a free comment at the object's place.
    template<typename T>
    void keepComment(const T &object)
    {
        if (!object.comment.isEmpty())
            m_out.freeComments.push_back({object.id, object.comment, object.pos});
    }

    // Each diagnostic points at the statement or clause of the input it is about (m_at), so the
    // CLI prints file:line:column as for parse errors.
    void warn(const QString &message, Diagnostic::Severity severity = Diagnostic::Severity::Warning)
    {
        Diagnostic d;
        d.severity = severity;
        d.kind = Diagnostic::Kind::Conversion;
        d.message = message;
        d.line = m_at.line;
        d.column = m_at.column;
        m_diagnostics.push_back(std::move(d));
    }
    // For what the target cannot say at all: the output would be rejected, so the CLI refuses.
    void refuse(const QString &message) { warn(message, Diagnostic::Severity::Error); }

    QString targetName() const { return m_to == Dialect::PostgreSql ? QStringLiteral("PostgreSQL") : QStringLiteral("GoogleSQL"); }

    // `where` formats the "where in the schema" of a message, only when there is one: most
    // expressions convert without any, and thousands of DEFAULTs would each format it otherwise.
    //
    // Schemas repeat their DEFAULTs (GENERATE_UUID(), CURRENT_TIMESTAMP()) on thousands of
    // columns, so each expression text is converted once: what that gives depends only on the
    // text, the dialects and the schema's names, the same throughout a conversion.
    template<typename Where>
    QString expression(const QString &text, Where where)
    {
        auto known = m_expressions.constFind(text);
        if (known == m_expressions.constEnd())
            known = m_expressions.insert(text, convertExpression(text, m_from, m_to, names()));
        const ExpressionConversion &converted = *known;
        if (m_memo)
            m_namesLookedUp += converted.namesLookedUp;
        for (const QString &problem : converted.problems)
            warn(tr("%1: %2", "where in the schema: what cannot be converted").arg(where(), problem));
        for (const QString &note : converted.notes)
            warn(tr("%1: %2", "where in the schema: what cannot be converted").arg(where(), note), Diagnostic::Severity::Note);
        for (const QString &error : converted.errors)
            refuse(tr("%1: %2", "where in the schema: what cannot be converted").arg(where(), error));
        return converted.text;
    }

    // PostgreSQL says a table's or index's locality group in a clause and has no other option:
    // the option locality_group becomes the clause, the rest are dropped with a warning.
    template<typename Where>
    void localityGroupClause(Options &options, QString &localityGroup, Where where)
    {
        for (const Option &o : options) {
            if (o.name == u"locality_group")
                localityGroup = unquoteOption(o.value);
            else
                warn(tr("%1: option %2 = %3 has no PostgreSQL spelling; dropped").arg(where(), o.name, o.value));
        }
        options.clear();
    }

    void databaseOptions()
    {
        Options converted;
        for (const Option &o : m_out.databaseOptions) {
            if (m_to == Dialect::PostgreSql) {
                bool known = false;
                for (const char *name : kPostgreSqlDatabaseOptions)
                    known = known || o.name == QLatin1StringView(name);
                if (!known) {
                    warn(tr("database option %1 has no PostgreSQL spelling; dropped").arg(o.name));
                    continue;
                }
                QString value = o.value;
                if (!value.startsWith(u'\'')) // PostgreSQL options are strings: optimizer_version = '7'
                    value = u'\'' + value + u'\'';
                converted.push_back({QStringLiteral("spanner.") + o.name, value});
            } else {
                QString name = o.name;
                if (name.startsWith(QLatin1StringView("spanner.")))
                    name = name.mid(8);
                QString value = o.value;
                if (name == u"optimizer_version")
                    value = unquoteOption(value); // GoogleSQL takes the number
                converted.push_back({name, value});
            }
        }
        m_out.databaseOptions = converted;
    }

    void sequence(Sequence &s)
    {
        const auto where = [&s] { return tr("sequence %1").arg(s.name); };
        if (m_to == Dialect::PostgreSql) {
            // OPTIONS (sequence_kind = ..., skip_range_min = ...) become the clause syntax.
            for (const Option &o : s.options) {
                bool ok = true;
                if (o.name == u"sequence_kind") {
                    if (unquoteOption(o.value).compare(u"bit_reversed_positive", Qt::CaseInsensitive) == 0)
                        s.clauses.bitReversedPositive = true;
                    else
                        ok = false;
                } else if (o.name == u"skip_range_min") {
                    s.clauses.skipRangeMin = o.value.toLongLong(&ok);
                } else if (o.name == u"skip_range_max") {
                    s.clauses.skipRangeMax = o.value.toLongLong(&ok);
                } else if (o.name == u"start_with_counter") {
                    s.clauses.startCounter = o.value.toLongLong(&ok);
                } else {
                    ok = false;
                }
                if (!ok)
                    warn(tr("%1: option %2 = %3 has no PostgreSQL clause; dropped").arg(where(), o.name, o.value));
            }
            s.options.clear();
        } else {
            noOpSequenceClauses(s.clauses, where());
            // GoogleSQL DDL usually says it with OPTIONS; print it that way.
            const SequenceOptions &c = s.clauses;
            if (c.bitReversedPositive)
                setOption(s.options, QStringLiteral("sequence_kind"), QStringLiteral("'bit_reversed_positive'"));
            if (c.skipRangeMin && c.skipRangeMax) {
                setOption(s.options, QStringLiteral("skip_range_min"), QString::number(*c.skipRangeMin));
                setOption(s.options, QStringLiteral("skip_range_max"), QString::number(*c.skipRangeMax));
            }
            if (c.startCounter)
                setOption(s.options, QStringLiteral("start_with_counter"), QString::number(*c.startCounter));
            s.clauses = SequenceOptions{};
            if (s.ownedByNone)
                warn(tr("%1: OWNED BY NONE is PostgreSQL only (and the default); dropped").arg(where()),
                     Diagnostic::Severity::Note);
            s.ownedByNone = false;
        }
    }

    // NO MINVALUE / NO MAXVALUE / NO CYCLE are what Spanner does anyway; GoogleSQL has no words.
    void noOpSequenceClauses(SequenceOptions &o, const QString &where)
    {
        if (o.noMinValue || o.noMaxValue || o.noCycle)
            warn(tr("%1: NO MINVALUE / NO MAXVALUE / NO CYCLE are PostgreSQL only (and the default); dropped").arg(where),
                 Diagnostic::Severity::Note);
        o.noMinValue = o.noMaxValue = o.noCycle = false;
    }

    static bool unsupportedInPostgreSql(const ColumnType &type, QString &what)
    {
        const ColumnType *t = type.isArray() && type.arrayElement() ? type.arrayElement() : &type;
        if (t->kind == TypeKind::Proto || t->kind == TypeKind::Enum) {
            what = (t->kind == TypeKind::Proto ? tr("PROTO type %1") : tr("ENUM type %1")).arg(t->protoName);
            return true;
        }
        if (t->kind == TypeKind::Struct) {
            what = tr("STRUCT type");
            return true;
        }
        return false;
    }

    // `t` is `source`'s place in the result: a copy of it without a memo. With a memo, `t` is
    // empty and gets the memo's conversion when it still holds, else `source` converted anew.
    void tableThroughMemo(const Table &source, Table &t)
    {
        if (!m_memo) {
            table(t);
            return;
        }
        const auto names = [this]() -> const QSet<QString> & { return this->names(); };
        const Diagnostics *keptDiagnostics = nullptr;
        if (const Table *kept = m_memo->kept(source, names, &keptDiagnostics)) {
            t = *kept; // `t` is empty (copyAllButTheTables)
            m_diagnostics.insert(m_diagnostics.end(), keptDiagnostics->begin(), keptDiagnostics->end());
            return;
        }
        const size_t firstDiagnostic = m_diagnostics.size();
        m_namesLookedUp.clear();
        t = source;
        table(t);
        m_memo->keep(source, t, Diagnostics(m_diagnostics.begin() + qsizetype(firstDiagnostic), m_diagnostics.end()),
                     m_namesLookedUp, names);
    }

    // The "where" of a message ("table T", "table T: column c") is formatted only when a message
    // needs it: converting thousands of tables that lose nothing then formats none.
    static QString tableWhere(const Table &t) { return tr("table %1").arg(t.name); }

    void table(Table &t)
    {
        m_at = t.pos;
        const auto where = [&t] { return tableWhere(t); };
        if (m_to == Dialect::PostgreSql && t.name.size() > 63)
            warn(tr("%1: name longer than 63 characters; PostgreSQL truncates it").arg(where()));
        if (m_to == Dialect::PostgreSql) {
            for (const InlinedGenerated &in : inlineGeneratedReferences(t, m_from)) {
                m_at = t.findColumn(in.column)->pos;
                warn(tr("%1: generated column %2 reads generated column(s) %3, which PostgreSQL does not allow; "
                        "written with their expressions in place of their names")
                         .arg(where(), in.column, in.readColumns.join(QStringLiteral(", "))),
                     Diagnostic::Severity::Note);
            }
        }
        keepConverted(t.columns, [&](Column &c) {
            m_at = c.pos;
            QString what;
            if (m_to == Dialect::PostgreSql && unsupportedInPostgreSql(c.type, what)) {
                warn(tr("%1: column %2 has %3, which PostgreSQL cannot express; column dropped").arg(where(), c.name, what));
                return false;
            }
            column(t, c);
            return true;
        });
        m_at = t.pos;

        if (m_to == Dialect::PostgreSql) {
            if (!t.hasPrimaryKey) {
                warn(tr("%1: no PRIMARY KEY; PostgreSQL requires one").arg(where()));
            } else if (t.primaryKey.empty()) {
                // PostgreSQL requires a key column ("Primary key must be defined"); a made-up
                // column would change the table, so the conversion is refused.
                refuse(tr("%1: zero-column PRIMARY KEY () cannot be expressed in PostgreSQL, which requires a key column").arg(where()));
                t.hasPrimaryKey = false;
            }
            for (KeyPart &k : t.primaryKey) {
                if (const Column *c = t.findColumn(k.column); c && c->type.kind == TypeKind::Numeric)
                    refuse(tr("%1: key column %2 is NUMERIC; PostgreSQL numeric cannot be a key column").arg(where(), k.column));
                if (k.order == SortOrder::Desc) {
                    warn(tr("%1: primary key column %2 is DESC; PostgreSQL keys are ascending; made ascending").arg(where(), k.column));
                    k.order = SortOrder::Asc;
                }
                if (Column *c = t.findColumn(k.column); c && !c->notNull) {
                    warn(tr("%1: key column %2 is nullable; PostgreSQL key columns are NOT NULL; made NOT NULL").arg(where(), k.column));
                    c->notNull = true;
                }
            }
        }

        keepConverted(t.foreignKeys, [&](ForeignKey &fk) {
            m_at = fk.pos;
            if (m_to == Dialect::PostgreSql && fk.notEnforced) {
                warn(tr("%1: foreign key %2 is NOT ENFORCED, which PostgreSQL cannot express; dropped")
                         .arg(where(), fk.name.isEmpty() ? QStringLiteral("(%1)").arg(fk.columns.join(QStringLiteral(", "))) : fk.name));
                return false;
            }
            fk.enforcedExplicit = false;
            return true;
        });
        for (CheckConstraint &check : t.checks) {
            m_at = check.pos;
            check.expr = expression(check.expr, [&] { return tr("%1: check %2").arg(where(), check.name.isEmpty() ? check.expr : check.name); });
        }
        m_at = t.pos;

        if (t.rowDeletionPolicy)
            t.rowDeletionPolicy->intervalSpec.clear(); // both sides print from days

        // Locality group: a table option in GoogleSQL, a clause in PostgreSQL.
        if (m_to == Dialect::PostgreSql)
            localityGroupClause(t.options, t.localityGroup, where);
        else
            moveLocalityGroupToOptions(t.localityGroup, t.options);
    }

    void column(const Table &t, Column &c)
    {
        const auto where = [&t, &c] { return tr("%1: column %2").arg(tableWhere(t), c.name); };
        if (m_to == Dialect::PostgreSql) {
            ColumnType *bytes = c.type.kind == TypeKind::Bytes ? &c.type
                              : (c.type.isArray() && !c.type.element.empty() && c.type.element[0].kind == TypeKind::Bytes ? &c.type.element[0] : nullptr);
            if (bytes && bytes->length) {
                warn(tr("%1: BYTES(%2) becomes bytea, which has no length limit").arg(where(), QString::number(*bytes->length)));
                bytes->length.reset();
            }
            if (c.onUpdateExpr) {
                warn(tr("%1: ON UPDATE (%2) cannot be expressed in PostgreSQL; dropped").arg(where(), *c.onUpdateExpr));
                c.onUpdateExpr.reset();
            }
            if (c.hidden && !c.isGenerated()) {
                warn(tr("%1: HIDDEN applies only to generated columns in PostgreSQL; dropped").arg(where()));
                c.hidden = false;
            }
            if (c.placementKey) {
                warn(tr("%1: PLACEMENT KEY cannot be expressed in PostgreSQL; dropped").arg(where()));
                c.placementKey = false;
            }
            Options remaining;
            for (const Option &o : c.options) {
                if (o.name == u"allow_commit_timestamp") {
                    // true becomes the spanner.commit_timestamp type; false/null is the default.
                    if (o.value.compare(u"true", Qt::CaseInsensitive) == 0) {
                        if (c.type.kind == TypeKind::Timestamp)
                            remaining.push_back(o);
                        else
                            warn(tr("%1: allow_commit_timestamp on a non-TIMESTAMP column; dropped").arg(where()));
                    }
                } else if (o.name == u"locality_group") {
                    remaining.push_back(o); // ALTER COLUMN ... SET LOCALITY GROUP
                } else {
                    warn(tr("%1: option %2 = %3 has no PostgreSQL spelling; dropped").arg(where(), o.name, o.value));
                }
            }
            c.options = remaining;
        } else {
            if (c.identity)
                noOpSequenceClauses(*c.identity, where());
        }
        if (c.defaultExpr && m_to == Dialect::PostgreSql && c.type.isArray() && c.defaultExpr->trimmed() == u"[]") {
            // ARRAY[] alone has no element type ("cannot determine type of empty array").
            QString type;
            appendColumnTypeName(type, c, Dialect::PostgreSql);
            c.defaultExpr = QStringLiteral("ARRAY[]::") + type;
            warn(tr("%1 DEFAULT: the empty array [] is written %2").arg(where(), *c.defaultExpr), Diagnostic::Severity::Note);
        } else if (c.defaultExpr) {
            c.defaultExpr = expression(*c.defaultExpr, [&] { return tr("%1 DEFAULT").arg(where()); });
            if (m_to == Dialect::PostgreSql)
                typeDecimalDefault(c, where());
        }
        if (c.onUpdateExpr)
            c.onUpdateExpr = expression(*c.onUpdateExpr, [&] { return tr("%1 ON UPDATE").arg(where()); });
        if (c.generatedExpr)
            c.generatedExpr = expression(*c.generatedExpr, [&] { return tr("%1 AS").arg(where()); });
        Q_UNUSED(t);
    }

    // A decimal literal is numeric in PostgreSQL, which Spanner does not convert to a float
    // column's type ("Expected type FLOAT64; found PG.NUMERIC"): it gets the column's type.
    void typeDecimalDefault(Column &c, const QString &where)
    {
        static const QRegularExpression decimal(QStringLiteral("^[+-]?(\\d+\\.\\d*|\\.\\d+|\\d+[eE][+-]?\\d+)([eE][+-]?\\d+)?$"));
        if ((c.type.kind != TypeKind::Float64 && c.type.kind != TypeKind::Float32) || !decimal.match(*c.defaultExpr).hasMatch())
            return;
        const QString typed = *c.defaultExpr + (c.type.kind == TypeKind::Float64 ? QStringLiteral("::double precision") : QStringLiteral("::real"));
        warn(tr("%1 DEFAULT: the literal %2 is numeric in PostgreSQL; written %3").arg(where, *c.defaultExpr, typed),
             Diagnostic::Severity::Note);
        c.defaultExpr = typed;
    }

    void index(Index &i)
    {
        const auto where = [name = i.name] { return tr("index %1").arg(name); }; // before indexSchema() renames it
        indexSchema(i);
        if (m_to == Dialect::PostgreSql) {
            spellNullFilteredAsWhere(i);
            if (i.kind == Index::Kind::Vector && i.usingMethod.isEmpty())
                i.usingMethod = QStringLiteral("scann");
            if (i.kind == Index::Kind::Regular)
                localityGroupClause(i.options, i.localityGroup, where);
        } else {
            // WHERE on every key column is GoogleSQL's NULL_FILTERED.
            if (i.kind == Index::Kind::Regular && !i.whereNotNull.isEmpty() && !i.keys.empty()
                && qsizetype(i.keys.size()) == i.whereNotNull.size()) {
                bool all = true;
                for (const KeyPart &k : i.keys)
                    all = all && i.whereNotNull.contains(k.column);
                if (all) {
                    i.nullFiltered = true;
                    i.whereNotNull.clear();
                }
            }
            for (KeyPart &k : i.keys) {
                if (k.nulls != KeyPart::Nulls::Default) {
                    warn(tr("%1: NULLS FIRST/LAST on %2 cannot be expressed in GoogleSQL; dropped").arg(where(), k.column));
                    k.nulls = KeyPart::Nulls::Default;
                }
            }
            i.usingMethod.clear();
            moveLocalityGroupToOptions(i.localityGroup, i.options);
        }
    }

    void changeStream(ChangeStream &c)
    {
        if (m_to != Dialect::GoogleSql)
            return;
        // PostgreSQL's WITH takes 'true' for the boolean options; GoogleSQL OPTIONS want a BOOL.
        for (Option &o : c.options) {
            if (!o.name.startsWith(QLatin1StringView("exclude_")) && o.name != u"allow_txn_exclusion")
                continue;
            const QString value = unquoteOption(o.value).toLower();
            if (value == u"true" || value == u"false")
                o.value = value;
        }
    }

    // Both dialects keep an index's Spanner name, which is in its table's schema; PostgreSQL
    // cannot write one anywhere else (CREATE INDEX takes an unqualified name), so a GoogleSQL index
    // in another schema (which Spanner refuses anyway) is moved there.
    void indexSchema(Index &i)
    {
        if (m_to != Dialect::PostgreSql)
            return;
        QString moved = inSchemaOf(i.table, i.name);
        if (moved == i.name)
            return;
        warn(tr("index %1: PostgreSQL creates an index in the schema of its table %2; written as %3").arg(i.name, i.table, moved));
        i.name = std::move(moved);
    }

    void grant(Grant &g)
    {
        if (isRoleGrant(g)) {
            // Granted roles are the privileges text: plain names in GoogleSQL, names as written
            // (quoted where needed) in PostgreSQL.
            const QStringList roles = grantedRoleNames(g, m_from);
            g.privileges.clear();
            if (m_to == Dialect::PostgreSql)
                appendNameList(g.privileges, roles, Dialect::PostgreSql);
            else
                g.privileges = roles.join(QStringLiteral(", "));
        } else if (m_to == Dialect::PostgreSql) {
            if (g.objectKind == u"TABLE FUNCTION") {
                warn(tr("grant on TABLE FUNCTION %1: PostgreSQL grants on FUNCTION; kind changed")
                         .arg(g.objects.join(QStringLiteral(", "))));
                g.objectKind = QStringLiteral("FUNCTION");
            }
            for (QString &o : g.objects)
                o = o == u"DEFAULT" ? QStringLiteral("public") : quotedName(o, Dialect::PostgreSql);
        } else {
            if (g.objectKind == u"FUNCTION")
                g.objectKind = QStringLiteral("TABLE FUNCTION");
            for (QString &o : g.objects) {
                if (o.contains(u'(')) {
                    warn(tr("grant on %1: function signatures are PostgreSQL syntax; kept as written").arg(o));
                    continue;
                }
                QStringList parts = o.split(u'.');
                for (QString &p : parts)
                    if (p.size() >= 2 && p.startsWith(u'"') && p.endsWith(u'"'))
                        p = p.mid(1, p.size() - 2);
                o = parts.join(u'.');
                if (g.objectKind == u"SCHEMA" && o == u"public")
                    o = QStringLiteral("DEFAULT");
            }
        }
    }

    const Schema &m_source;
    Dialect m_to, m_from;
    ConversionMemo *m_memo = nullptr;
    QStringList m_namesLookedUp; // by the expressions of the table being converted (memo)
    Schema m_out;
    Diagnostics m_diagnostics;
    SourcePos m_at; // what the next diagnostic is about
    // The table, column, view and sequence names, which expressions' identifiers are re-quoted
    // by; built at the first expression (a schema without any needs none).
    const QSet<QString> &names()
    {
        if (m_namesBuilt)
            return m_names;
        qsizetype count = qsizetype(m_source.views.size() + m_source.sequences.size());
        for (const Table &t : m_source.tables)
            count += 1 + qsizetype(t.columns.size());
        m_names.reserve(count);
        for (const Table &t : m_source.tables) {
            m_names.insert(t.name);
            for (const Column &c : t.columns)
                m_names.insert(c.name);
        }
        for (const View &v : m_source.views)
            m_names.insert(v.name);
        for (const Sequence &s : m_source.sequences)
            m_names.insert(s.name);
        m_namesBuilt = true;
        return m_names;
    }

    QSet<QString> m_names;
    bool m_namesBuilt = false;
    QHash<QString, ExpressionConversion> m_expressions; // by text, see expression()
};

} // namespace

ConversionResult convertSchemaTo(const Schema &schema, Dialect target, ConversionMemo *memo)
{
    if (schema.dialect == target)
        return {schema, {}};
    return Converter(schema, target, memo).run();
}

} // namespace ssd
