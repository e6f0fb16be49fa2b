// ProjectData -> the file image of the current format: the layout of projectformat.cpp filled in
// one transaction of a private in-memory database, then serialized.

#include "projectfile.h"
#include "projectformat.h"
#include "projecttr.h"

#include "modeljson.h"
#include "sqlitedb.h"

#include "ddl.h"
#include "writer/jsondump.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

namespace ssd {

namespace {

QString compactJson(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QString compactJson(const QJsonArray &a)
{
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
}

// One JSON value as text. QJsonDocument only writes objects and arrays, so the value goes
// through a one-element array and the brackets are cut off.
QString jsonValueText(const QJsonValue &v)
{
    const QString text = compactJson(QJsonArray{v});
    return text.mid(1, text.size() - 2);
}

QString keyText(const std::vector<KeyPart> &keys)
{
    QStringList parts;
    for (const KeyPart &k : keys)
        parts.append(k.order == SortOrder::Desc ? k.column + QStringLiteral(" DESC") : k.column);
    return parts.join(QStringLiteral(", "));
}

QString optionsText(const Options &options)
{
    QStringList parts;
    for (const Option &o : options)
        parts.append(o.name + QStringLiteral(" = ") + o.value);
    return parts.isEmpty() ? QString() : parts.join(QStringLiteral(", "));
}

QString onDeleteText(OnDelete onDelete)
{
    return onDelete == OnDelete::Cascade ? QStringLiteral("CASCADE") : QStringLiteral("NO ACTION");
}

class ImageWriter
{
public:
    explicit ImageWriter(sqlite::Database &db) : m_db(db) {}

    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }

    void check(bool ok, const char *what)
    {
        if (!ok && m_error.isEmpty())
            m_error = QStringLiteral("%1: %2").arg(QLatin1StringView(what), m_db.errorMessage());
    }

    void writeMeta(const ProjectData &data, const SaveOptions &options)
    {
        sqlite::Statement insert(m_db, "INSERT INTO meta (key, value) VALUES (?, ?)");
        const auto put = [&](const char *key, const QString &value) {
            insert.bind(1, QString::fromLatin1(key));
            insert.bind(2, value);
            check(insert.execute(), "meta");
        };
        put("format", QString::number(kProjectFormatVersion));
        put("application", options.application.isEmpty() ? QStringLiteral("spanner-schema") : options.application);
        put("saved_at", QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        put("dialect", dialectName(data.schema.dialect));
        put("database_name", data.schema.databaseName);
        // Only when there is one: older designers read meta by key and ignore unknown keys, so
        // no format version step is needed.
        if (!data.liveDatabase.isEmpty()) {
            put("live_database", data.liveDatabase);
            put("live_endpoint", data.liveEndpoint);
        }
    }

    void writeModel(const ProjectData &data)
    {
        sqlite::Statement insert(m_db, "INSERT INTO model (id, encoding, json, source_text) VALUES (1, ?, ?, ?)");
        insert.bind(1, qint64(kModelJsonVersion));
        insert.bind(2, compactJson(schemaToProjectJson(data.schema)));
        insert.bind(3, data.sourceText);
        check(insert.execute(), "model");
    }

    void writePositions(const ProjectData &data)
    {
        sqlite::Statement insert(m_db, "INSERT INTO positions (object_id, x, y) VALUES (?, ?, ?)");
        for (auto it = data.positions.begin(); it != data.positions.end() && !failed(); ++it) {
            insert.bind(1, qint64(it.key()));
            insert.bind(2, it.value().x());
            insert.bind(3, it.value().y());
            check(insert.execute(), "positions");
        }
    }

    void writeSettings(const ProjectData &data)
    {
        sqlite::Statement insert(m_db, "INSERT INTO settings (key, value) VALUES (?, ?)");
        const QJsonObject json = projectSettingsToJson(data.settings);
        for (auto it = json.begin(); it != json.end() && !failed(); ++it) {
            insert.bind(1, it.key());
            insert.bind(2, jsonValueText(it.value()));
            check(insert.execute(), "settings");
        }
    }

    void writeSampleRows(const ProjectData &data)
    {
        sqlite::Statement insert(m_db, "INSERT INTO sample_rows (id, table_name, row_values) VALUES (?, ?, ?)");
        qint64 id = 0;
        for (const SampleRow &row : data.sampleData.rows) {
            QJsonArray values;
            for (const KeyValue &v : row.values)
                values.append(keyValueToProjectJson(v));
            insert.bind(1, ++id);
            insert.bind(2, row.table);
            insert.bind(3, compactJson(values));
            check(insert.execute(), "sample_rows");
            if (failed())
                return;
        }
    }

    void writeNotes(const ProjectData &data)
    {
        sqlite::Statement insert(m_db, "INSERT INTO notes (object_id, text) VALUES (?, ?)");
        if (!data.notes.isEmpty()) {
            insert.bind(1, qint64(0));
            insert.bind(2, data.notes);
            check(insert.execute(), "notes");
        }
        for (auto it = data.objectNotes.begin(); it != data.objectNotes.end() && !failed(); ++it) {
            if (it.key() == 0)
                continue; // 0 is the project note
            insert.bind(1, qint64(it.key()));
            insert.bind(2, it.value());
            check(insert.execute(), "notes");
        }
    }

    void writeQueries(const ProjectData &data)
    {
        if (data.settings.queriesText.isEmpty())
            return;
        sqlite::Statement insert(m_db, "INSERT INTO queries (id, text) VALUES (1, ?)");
        insert.bind(1, data.settings.queriesText);
        check(insert.execute(), "queries");
    }

    // The canonical DDL of both dialects, for reference (never read back).
    void writeDdl(const Schema &schema)
    {
        sqlite::Statement insert(m_db, "INSERT INTO ddl (dialect, text, is_model_dialect, warnings) VALUES (?, ?, ?, ?)");
        insert.bind(1, dialectName(schema.dialect));
        insert.bind(2, ssd::writeDdl(schema));
        insert.bind(3, qint64(1));
        insert.bind(4, QString());
        check(insert.execute(), "ddl");
        const Dialect other = schema.dialect == Dialect::GoogleSql ? Dialect::PostgreSql : Dialect::GoogleSql;
        const ConversionResult converted = convertSchema(schema, other);
        QStringList warnings;
        for (const Diagnostic &d : converted.diagnostics)
            warnings.append(d.message);
        insert.bind(1, dialectName(other));
        insert.bind(2, ssd::writeDdl(converted.schema));
        insert.bind(3, qint64(0));
        insert.bind(4, warnings.join(u'\n'));
        check(insert.execute(), "ddl");
    }

    void writeReadableTables(const Schema &schema)
    {
        sqlite::Statement object(m_db, "INSERT INTO objects (id, kind, name, table_id, comment) VALUES (?, ?, ?, ?, ?)");
        const auto addObject = [&](ObjectId id, const char *kind, const QString &name, ObjectId tableId = 0,
                                   const QString &comment = {}) {
            object.bind(1, qint64(id));
            object.bind(2, QString::fromLatin1(kind));
            object.bind(3, name);
            if (tableId)
                object.bind(4, qint64(tableId));
            if (!comment.isEmpty())
                object.bind(5, comment);
            check(object.execute(), "objects");
        };
        sqlite::Statement table(m_db, "INSERT INTO tables (id, name, parent, on_delete, primary_key, column_count, "
                                      "row_deletion_policy) VALUES (?, ?, ?, ?, ?, ?, ?)");
        sqlite::Statement column(m_db, "INSERT INTO columns (id, table_id, table_name, position, name, type, not_null, "
                                       "key_position, key_order, default_expr, generated_expr, options) "
                                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        sqlite::Statement fk(m_db, "INSERT INTO foreign_keys (id, table_id, table_name, name, columns, referenced_table, "
                                   "referenced_columns, on_delete, enforced) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
        sqlite::Statement check_(m_db, "INSERT INTO check_constraints (id, table_id, table_name, name, expr) "
                                       "VALUES (?, ?, ?, ?, ?)");
        const QString comma = QStringLiteral(", ");
        for (const Table &t : schema.tables) {
            if (failed())
                return;
            addObject(t.id, "table", t.name, 0, t.comment);
            table.bind(1, qint64(t.id));
            table.bind(2, t.name);
            if (t.interleave) {
                table.bind(3, t.interleave->parent);
                table.bind(4, onDeleteText(t.interleave->onDelete));
            }
            table.bind(5, keyText(t.primaryKey));
            table.bind(6, qint64(t.columns.size()));
            if (t.rowDeletionPolicy)
                table.bind(7, QStringLiteral("OLDER_THAN(%1, INTERVAL %2 DAY)").arg(t.rowDeletionPolicy->column).arg(t.rowDeletionPolicy->days));
            check(table.execute(), "tables");
            for (size_t i = 0; i < t.columns.size(); ++i) {
                const Column &c = t.columns[i];
                addObject(c.id, "column", c.name, t.id, c.comment);
                column.bind(1, qint64(c.id));
                column.bind(2, qint64(t.id));
                column.bind(3, t.name);
                column.bind(4, qint64(i + 1));
                column.bind(5, c.name);
                column.bind(6, columnTypeName(c, schema.dialect));
                column.bind(7, qint64(c.notNull ? 1 : 0));
                for (size_t k = 0; k < t.primaryKey.size(); ++k) {
                    if (t.primaryKey[k].column == c.name) {
                        column.bind(8, qint64(k + 1));
                        column.bind(9, t.primaryKey[k].order == SortOrder::Desc ? QStringLiteral("DESC") : QStringLiteral("ASC"));
                    }
                }
                if (c.defaultExpr)
                    column.bind(10, *c.defaultExpr);
                if (c.generatedExpr)
                    column.bind(11, *c.generatedExpr);
                const QString options = optionsText(c.options);
                if (!options.isEmpty())
                    column.bind(12, options);
                check(column.execute(), "columns");
            }
            for (const ForeignKey &f : t.foreignKeys) {
                addObject(f.id, "foreign key", f.name, t.id, f.comment);
                fk.bind(1, qint64(f.id));
                fk.bind(2, qint64(t.id));
                fk.bind(3, t.name);
                if (!f.name.isEmpty())
                    fk.bind(4, f.name);
                fk.bind(5, f.columns.join(comma));
                fk.bind(6, f.referencedTable);
                fk.bind(7, f.referencedColumns.join(comma));
                fk.bind(8, onDeleteText(f.onDelete));
                fk.bind(9, qint64(f.notEnforced ? 0 : 1));
                check(fk.execute(), "foreign_keys");
            }
            for (const CheckConstraint &c : t.checks) {
                addObject(c.id, "check", c.name, t.id, c.comment);
                check_.bind(1, qint64(c.id));
                check_.bind(2, qint64(t.id));
                check_.bind(3, t.name);
                if (!c.name.isEmpty())
                    check_.bind(4, c.name);
                check_.bind(5, c.expr);
                check(check_.execute(), "check_constraints");
            }
        }
        sqlite::Statement index(m_db, "INSERT INTO indexes (id, name, table_name, kind, is_unique, null_filtered, keys, "
                                      "storing, interleave_in) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (const Index &i : schema.indexes) {
            if (failed())
                return;
            addObject(i.id, "index", i.name, 0, i.comment);
            index.bind(1, qint64(i.id));
            index.bind(2, i.name);
            index.bind(3, i.table);
            index.bind(4, i.kind == Index::Kind::Search   ? QStringLiteral("search")
                          : i.kind == Index::Kind::Vector ? QStringLiteral("vector")
                                                          : QStringLiteral("regular"));
            index.bind(5, qint64(i.unique ? 1 : 0));
            index.bind(6, qint64(i.nullFiltered ? 1 : 0));
            index.bind(7, keyText(i.keys));
            index.bind(8, i.storing.join(comma));
            if (!i.interleaveIn.isEmpty())
                index.bind(9, i.interleaveIn);
            check(index.execute(), "indexes");
        }
        const auto named = [&](const auto &items, const char *kind) {
            for (const auto &item : items)
                addObject(item.id, kind, item.name, 0, item.comment);
        };
        named(schema.schemas, "schema");
        named(schema.sequences, "sequence");
        named(schema.views, "view");
        named(schema.changeStreams, "change stream");
        named(schema.roles, "role");
        named(schema.propertyGraphs, "property graph");
        named(schema.models, "model");
        named(schema.localityGroups, "locality group");
        for (const Grant &g : schema.grants)
            addObject(g.id, g.revoke ? "revoke" : "grant", g.privileges, 0, g.comment);
        for (const KeptStatement &k : schema.keptStatements)
            addObject(k.id, "statement", k.kind, 0, k.comment);
        for (const FreeComment &c : schema.freeComments)
            addObject(c.id, "comment", QString(), 0, c.text);
    }

private:
    sqlite::Database &m_db;
    QString m_error;
};

} // namespace

ProjectResult<QByteArray> ProjectFile::serialize(const ProjectData &data, const SaveOptions &options)
{
    const auto failure = [](const QString &detail) {
        return ProjectError{ProjectError::Code::WriteFailed, QString(),
                            ProjectTr::tr("cannot build the project file: %1").arg(detail)};
    };
    sqlite::Database db;
    if (!db.openMemory())
        return failure(db.errorMessage());
    ImageWriter writer(db);
    writer.check(db.exec("PRAGMA page_size = 4096; BEGIN;"), "begin");
    writer.check(db.exec(projectformat::kCurrentLayoutSql), "layout");
    if (!writer.failed()) {
        writer.writeMeta(data, options);
        writer.writeModel(data);
        writer.writePositions(data);
        writer.writeSettings(data);
        writer.writeSampleRows(data);
        writer.writeNotes(data);
        writer.writeQueries(data);
        writer.writeDdl(data.schema);
        writer.writeReadableTables(data.schema);
    }
    if (writer.failed()) {
        db.exec("ROLLBACK;");
        return failure(writer.error());
    }
    writer.check(db.exec("COMMIT;"), "commit");
    if (writer.failed())
        return failure(writer.error());
    QByteArray image = db.serialize();
    if (image.isEmpty())
        return failure(db.errorMessage());
    return image;
}

} // namespace ssd
