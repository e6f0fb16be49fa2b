// Loading: file checks, header checks, an in-memory copy of the database, migrations, reading.
// The file itself is only ever read, so nothing a failed or refused open does can damage it.

#include "projectfile.h"
#include "projectformat.h"
#include "projecttr.h"

#include "modeljson.h"
#include "qualifiednames.h"
#include "sqlitedb.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <sqlite3.h>

#include <cmath>
#include <cstring>

namespace ssd {

namespace {

constexpr qsizetype kHeaderSize = 100;
constexpr char kSqliteMagic[] = "SQLite format 3"; // followed by a NUL byte in the file

quint32 bigEndian32(const QByteArray &bytes, qsizetype offset)
{
    const auto *p = reinterpret_cast<const uchar *>(bytes.constData()) + offset;
    return quint32(p[0]) << 24 | quint32(p[1]) << 16 | quint32(p[2]) << 8 | quint32(p[3]);
}

bool hasSqliteMagic(const QByteArray &bytes)
{
    return bytes.size() >= 16 && std::memcmp(bytes.constData(), kSqliteMagic, 16) == 0;
}

// True when the whole (short) file is a prefix of the SQLite magic: a database cut short.
bool isMagicPrefix(const QByteArray &bytes)
{
    return !bytes.isEmpty() && bytes.size() < 16 && std::memcmp(bytes.constData(), kSqliteMagic, size_t(bytes.size())) == 0;
}

bool looksLikeText(const QByteArray &bytes)
{
    const qsizetype n = std::min<qsizetype>(bytes.size(), 4096);
    for (qsizetype i = 0; i < n; ++i) {
        const auto c = uchar(bytes.at(i));
        if (c == 0 || (c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f'))
            return false;
    }
    return true;
}

QString hexId(quint32 id)
{
    return QStringLiteral("0x%1").arg(id, 8, 16, QLatin1Char('0'));
}

ProjectError error(ProjectError::Code code, const QString &file, const QString &reason)
{
    return ProjectError{code, file, reason};
}

ProjectError damaged(const QString &name, const QString &detail)
{
    return error(ProjectError::Code::Damaged, name,
                 ProjectTr::tr("the project file is damaged: %1; the file was not changed").arg(detail));
}

// Parses one stored JSON value (settings values, sample rows). QJsonDocument only accepts
// objects and arrays, so scalars go through a one-element array.
std::optional<QJsonValue> parseJsonValue(const QString &text)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson('[' + text.toUtf8() + ']', &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isArray() || doc.array().size() != 1)
        return std::nullopt;
    return doc.array().at(0);
}

class ImageReader
{
public:
    ImageReader(sqlite::Database &db, const QString &name) : m_db(db), m_name(name) {}

    std::optional<ProjectError> read(LoadedProject &out)
    {
        readMeta(out);
        readModel(out.data);
        readPositions(out.data);
        readSettings(out);
        readSampleRows(out.data);
        readNotes(out.data);
        readQueries(out.data);
        if (!m_problem.isEmpty())
            return damaged(m_name, m_problem);
        return std::nullopt;
    }

private:
    bool failed() const { return !m_problem.isEmpty(); }
    void fail(const QString &problem)
    {
        if (m_problem.isEmpty())
            m_problem = problem;
    }
    // Prepares `sql`; a missing table or column is reported as such.
    bool prepared(const sqlite::Statement &statement, const char *table)
    {
        if (!statement.isValid())
            fail(ProjectTr::tr("cannot read the %1 table (%2)").arg(QLatin1StringView(table), m_db.errorMessage()));
        return statement.isValid() && !failed();
    }
    // Steps through all rows; false after an error (reported) or at the end.
    bool nextRow(sqlite::Statement &statement, const char *table)
    {
        if (failed())
            return false;
        const int rc = statement.step();
        if (rc == SQLITE_ROW)
            return true;
        if (rc != SQLITE_DONE)
            fail(ProjectTr::tr("cannot read the %1 table (%2)").arg(QLatin1StringView(table), m_db.errorMessage()));
        return false;
    }

    void readMeta(LoadedProject &out)
    {
        sqlite::Statement query(m_db, "SELECT key, value FROM meta");
        if (!prepared(query, "meta"))
            return;
        while (nextRow(query, "meta")) {
            if (query.text(0) == u"application")
                out.savedBy = query.text(1);
            else if (query.text(0) == u"live_database")
                out.data.liveDatabase = query.text(1);
            else if (query.text(0) == u"live_endpoint")
                out.data.liveEndpoint = query.text(1);
        }
    }

    void readModel(ProjectData &data)
    {
        sqlite::Statement query(m_db, "SELECT encoding, json, source_text FROM model WHERE id = 1");
        if (!prepared(query, "model"))
            return;
        if (!nextRow(query, "model")) {
            fail(ProjectTr::tr("the model table has no schema row"));
            return;
        }
        const qint64 encoding = query.int64(0);
        if (encoding < 1 || encoding > kModelJsonVersion) {
            fail(ProjectTr::tr("unknown model encoding %1").arg(encoding));
            return;
        }
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(query.text(1).toUtf8(), &parseError);
        if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
            fail(ProjectTr::tr("the stored schema is not valid JSON (%1)").arg(parseError.errorString()));
            return;
        }
        QString problem;
        std::optional<Schema> schema = schemaFromProjectJson(doc.object(), &problem);
        if (!schema) {
            fail(ProjectTr::tr("the stored schema is invalid (%1)").arg(problem));
            return;
        }
        data.schema = std::move(*schema);
        // Until 2026-12 a PostgreSQL index on sch.t was stored as written (i), not by its Spanner
        // name (sch.i); PostgreSQL can only mean that one.
        if (data.schema.dialect == Dialect::PostgreSql)
            for (Index &index : data.schema.indexes)
                index.name = inSchemaOf(index.table, index.name);
        data.sourceText = query.text(2);
    }

    void readPositions(ProjectData &data)
    {
        sqlite::Statement query(m_db, "SELECT object_id, x, y FROM positions ORDER BY object_id");
        if (!prepared(query, "positions"))
            return;
        while (nextRow(query, "positions")) {
            const qint64 id = query.int64(0);
            const double x = query.real(1), y = query.real(2);
            if (id <= 0 || !std::isfinite(x) || !std::isfinite(y) || query.type(1) == SQLITE_NULL
                || query.type(2) == SQLITE_NULL) {
                fail(ProjectTr::tr("invalid diagram position for object %1").arg(id));
                return;
            }
            data.positions.insert(ObjectId(id), QPointF(x, y));
        }
    }

    void readSettings(LoadedProject &out)
    {
        sqlite::Statement query(m_db, "SELECT key, value FROM settings ORDER BY key");
        if (!prepared(query, "settings"))
            return;
        QJsonObject json;
        while (nextRow(query, "settings")) {
            const std::optional<QJsonValue> value = parseJsonValue(query.text(1));
            if (!value) {
                fail(ProjectTr::tr("the setting %1 is not valid JSON").arg(query.text(0)));
                return;
            }
            json.insert(query.text(0), *value);
        }
        QString problems;
        out.data.settings = projectSettingsFromJson(json, &problems);
        if (!problems.isEmpty())
            out.warnings.append(ProjectTr::tr("%1: settings: %2").arg(m_name, problems));
    }

    void readSampleRows(ProjectData &data)
    {
        sqlite::Statement query(m_db, "SELECT id, table_name, row_values FROM sample_rows ORDER BY id");
        if (!prepared(query, "sample_rows"))
            return;
        while (nextRow(query, "sample_rows")) {
            const std::optional<QJsonValue> values = parseJsonValue(query.text(2));
            if (!values || !values->isArray()) {
                fail(ProjectTr::tr("sample row %1 is not a JSON array").arg(query.int64(0)));
                return;
            }
            SampleRow row;
            row.table = query.text(1);
            for (const QJsonValue &v : values->toArray()) {
                QString problem;
                std::optional<KeyValue> value = keyValueFromProjectJson(v, &problem);
                if (!value) {
                    fail(ProjectTr::tr("sample row %1: %2").arg(query.int64(0)).arg(problem));
                    return;
                }
                row.values.push_back(std::move(*value));
            }
            data.sampleData.rows.push_back(std::move(row));
        }
    }

    void readNotes(ProjectData &data)
    {
        sqlite::Statement query(m_db, "SELECT object_id, text FROM notes ORDER BY object_id");
        if (!prepared(query, "notes"))
            return;
        while (nextRow(query, "notes")) {
            const qint64 id = query.int64(0);
            if (id < 0) {
                fail(ProjectTr::tr("a note has the invalid object id %1").arg(id));
                return;
            }
            if (id == 0)
                data.notes = query.text(1);
            else
                data.objectNotes.insert(ObjectId(id), query.text(1));
        }
    }

    void readQueries(ProjectData &data)
    {
        sqlite::Statement query(m_db, "SELECT text FROM queries WHERE id = 1");
        if (!prepared(query, "queries"))
            return;
        if (nextRow(query, "queries"))
            data.settings.queriesText = query.text(0);
    }

    sqlite::Database &m_db;
    QString m_name;
    QString m_problem;
};

} // namespace

FileKind ProjectFile::probeBytes(const QByteArray &header)
{
    if (header.size() < kHeaderSize || !hasSqliteMagic(header))
        return FileKind::Other;
    return bigEndian32(header, 68) == kProjectApplicationId ? FileKind::Project : FileKind::OtherSqlite;
}

FileKind ProjectFile::probe(const QString &path)
{
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly))
        return FileKind::Missing;
    return probeBytes(file.read(kHeaderSize));
}

ProjectResult<LoadedProject> ProjectFile::load(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return error(ProjectError::Code::NotFound, path, ProjectTr::tr("no such file"));
    if (info.isDir())
        return error(ProjectError::Code::IsDirectory, path, ProjectTr::tr("is a directory, not a project file"));
    // Projects of the largest schemas Spanner allows stay far below this; anything bigger is
    // not ours, and reading it whole would only exhaust memory.
    constexpr qint64 kMaxProjectBytes = qint64(1) << 30;
    if (info.size() > kMaxProjectBytes)
        return error(ProjectError::Code::NotOurs, path,
                     ProjectTr::tr("too large for a project file (%1 bytes; the limit is 1 GiB)").arg(info.size()));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return error(ProjectError::Code::ReadFailed, path, ProjectTr::tr("cannot read: %1").arg(file.errorString()));
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return error(ProjectError::Code::ReadFailed, path, ProjectTr::tr("cannot read: %1").arg(file.errorString()));
    file.close();
    ProjectResult<LoadedProject> result = loadBytes(bytes, path);
    // Our saves never leave a write-ahead log; one next to the file means someone changed it
    // with another SQLite program in WAL mode, and those changes are not part of the file yet.
    const QFileInfo wal(path + QStringLiteral("-wal"));
    if (result.ok() && wal.exists() && wal.size() > 0)
        result->warnings.append(ProjectTr::tr("%1: ignored the write-ahead log %2 left by another SQLite program.")
                                    .arg(path, wal.filePath()));
    return result;
}

ProjectResult<LoadedProject> ProjectFile::loadBytes(const QByteArray &bytes, const QString &name)
{
    using Code = ProjectError::Code;
    if (bytes.isEmpty())
        return error(Code::Empty, name, ProjectTr::tr("empty file (0 bytes), not a Spanner Schema Designer project"));
    if (isMagicPrefix(bytes) || (hasSqliteMagic(bytes) && bytes.size() < kHeaderSize))
        return error(Code::Truncated, name,
                     ProjectTr::tr("truncated project file: %1 bytes, shorter than a SQLite database header").arg(bytes.size()));
    if (!hasSqliteMagic(bytes)) {
        const QString what = looksLikeText(bytes) ? ProjectTr::tr("it is a text file (to read DDL, import it instead)")
                                                  : ProjectTr::tr("it is not a SQLite database");
        return error(Code::NotSqlite, name, ProjectTr::tr("not a Spanner Schema Designer project: %1").arg(what));
    }
    const quint32 applicationId = bigEndian32(bytes, 68);
    if (applicationId != kProjectApplicationId) {
        const QString other = applicationId == 0 ? ProjectTr::tr("a SQLite database without an application id")
                                                 : ProjectTr::tr("a SQLite database of another application "
                                                                 "(application_id %1)").arg(hexId(applicationId));
        return error(Code::NotOurs, name,
                     ProjectTr::tr("%1, not a Spanner Schema Designer project (application_id %2, \"SpDs\")")
                         .arg(other, hexId(kProjectApplicationId)));
    }
    const auto version = qint32(bigEndian32(bytes, 60));
    if (version > kProjectFormatVersion) {
        return error(Code::NewerVersion, name,
                     ProjectTr::tr("project format version %1 was written by a newer Spanner Schema Designer; "
                                   "this version reads format versions %2 to %3. Update the application to open it; "
                                   "the file was not changed")
                         .arg(version)
                         .arg(kOldestProjectFormatVersion)
                         .arg(kProjectFormatVersion));
    }
    if (version < kOldestProjectFormatVersion)
        return damaged(name, ProjectTr::tr("it has no valid format version (user_version %1)").arg(version));

    // Page size (1 means 65536) and the page count the header promises, when it is current.
    const uint pageField = uint(uchar(bytes.at(16))) << 8 | uchar(bytes.at(17));
    const qint64 pageSize = pageField == 1 ? 65536 : pageField;
    if (pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)) != 0)
        return error(Code::Corrupted, name,
                     ProjectTr::tr("the project file is damaged: invalid page size %1 in the header; the file was not changed")
                         .arg(pageField));
    const qint64 headerPages = bigEndian32(bytes, 28);
    const bool headerPagesValid = headerPages > 0 && bigEndian32(bytes, 92) == bigEndian32(bytes, 24);
    if ((headerPagesValid && headerPages * pageSize > bytes.size()) || bytes.size() < pageSize) {
        return error(Code::Truncated, name,
                     ProjectTr::tr("truncated project file: the header describes %1 bytes, the file has %2; the file was not changed")
                         .arg(headerPagesValid ? headerPages * pageSize : pageSize)
                         .arg(bytes.size()));
    }

    QByteArray image = bytes;
    // A file switched to WAL mode by another program: read the main file as a rollback-journal
    // database (an in-memory copy cannot have a WAL).
    if (image.at(18) == 2 || image.at(19) == 2) {
        image[18] = 1;
        image[19] = 1;
    }
    sqlite::Database db;
    if (!db.openMemory() || !db.deserialize(image))
        return damaged(name, db.errorMessage());
    // A generous bound on the work any statement may do, against hostile files.
    db.setStepBudget(200'000'000 + 200 * qint64(bytes.size()));

    {
        sqlite::Statement check(db, "PRAGMA quick_check(5)");
        QStringList problems;
        int rc = check.isValid() ? check.step() : SQLITE_ERROR;
        while (rc == SQLITE_ROW) {
            problems.append(check.text(0));
            rc = check.step();
        }
        if (rc != SQLITE_DONE)
            return error(Code::Corrupted, name,
                         ProjectTr::tr("the project file is damaged: %1; the file was not changed").arg(db.errorMessage()));
        if (problems != QStringList{QStringLiteral("ok")})
            return error(Code::Corrupted, name,
                         ProjectTr::tr("the project file is damaged: SQLite's integrity check reports: %1; the file was not changed")
                             .arg(problems.join(QStringLiteral("; "))));
    }

    LoadedProject loaded;
    loaded.formatVersion = version;
    if (version < kProjectFormatVersion) {
        bool ok = db.exec("BEGIN;");
        for (int v = version; ok && v < kProjectFormatVersion; ++v)
            ok = db.exec(projectformat::kMigrationSql[v - kOldestProjectFormatVersion]);
        if (!ok || !db.exec("COMMIT;"))
            return damaged(name, ProjectTr::tr("cannot upgrade it from format version %1 (%2)").arg(version).arg(db.errorMessage()));
    }
    ImageReader reader(db, name);
    if (std::optional<ProjectError> problem = reader.read(loaded))
        return *problem;
    return loaded;
}

} // namespace ssd
