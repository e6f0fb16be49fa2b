#include "sqlitedb.h"

#include <sqlite3.h>

#include <cstring>

namespace ssd::sqlite {

namespace {

constexpr int kBudgetStride = 10000;

int budgetHandler(void *context)
{
    auto *remaining = static_cast<qint64 *>(context);
    // Called every kBudgetStride instructions; a non-zero return interrupts the statement.
    return --*remaining < 0 ? 1 : 0;
}


} // namespace

Database::~Database()
{
    close();
}

void Database::close()
{
    if (m_db) {
        sqlite3_close_v2(m_db);
        m_db = nullptr;
    }
}

bool Database::openMemory()
{
    close();
    // A private in-memory database; SQLITE_OPEN_EXRESCODE for precise error codes.
    const int rc = sqlite3_open_v2(":memory:", &m_db,
                                   SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_EXRESCODE, nullptr);
    if (rc != SQLITE_OK) {
        m_openError = QString::fromUtf8(sqlite3_errstr(rc));
        close();
        return false;
    }
    // Files we read may come from anywhere: the settings of SQLite's "defense against the dark
    // arts" guidance that apply to us.
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, nullptr);
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_ENABLE_VIEW, 0, nullptr);
    sqlite3_limit(m_db, SQLITE_LIMIT_ATTACHED, 0);
    return exec("PRAGMA cell_size_check = ON;");
}

bool Database::deserialize(const QByteArray &image)
{
    Q_ASSERT(m_db);
    const auto size = sqlite3_int64(image.size());
    auto *buffer = static_cast<unsigned char *>(sqlite3_malloc64(sqlite3_uint64(size)));
    if (!buffer) {
        m_openError = QStringLiteral("out of memory");
        return false;
    }
    std::memcpy(buffer, image.constData(), size_t(size));
    // SQLite owns the buffer from here on, whatever the outcome.
    const int rc = sqlite3_deserialize(m_db, "main", buffer, size, size,
                                       SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE);
    return rc == SQLITE_OK;
}

QByteArray Database::serialize()
{
    sqlite3_int64 size = 0;
    unsigned char *data = sqlite3_serialize(m_db, "main", &size, 0);
    if (!data)
        return {};
    QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    sqlite3_free(data);
    return bytes;
}

bool Database::openFile(const QString &path, bool readWrite)
{
    close();
    const int flags = (readWrite ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY) | SQLITE_OPEN_EXRESCODE;
    const int rc = sqlite3_open_v2(path.toUtf8().constData(), &m_db, flags, nullptr);
    if (rc != SQLITE_OK) {
        m_openError = m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QString::fromUtf8(sqlite3_errstr(rc));
        close();
        return false;
    }
    return true;
}

bool Database::exec(const char *sql)
{
    return sqlite3_exec(m_db, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
}

int Database::errorCode() const
{
    return m_db ? sqlite3_extended_errcode(m_db) : SQLITE_ERROR;
}

QString Database::errorMessage() const
{
    if (!m_db)
        return m_openError;
    QString message = QString::fromUtf8(sqlite3_errmsg(m_db));
    const int system = sqlite3_system_errno(m_db);
    if (system != 0) {
        const QString reason = QString::fromLocal8Bit(std::strerror(system));
        if (!message.contains(reason))
            message += QStringLiteral(" (%1)").arg(reason);
    }
    return message;
}

void Database::setStepBudget(qint64 steps)
{
    if (steps <= 0) {
        sqlite3_progress_handler(m_db, 0, nullptr, nullptr);
        return;
    }
    m_budget = steps / kBudgetStride + 1;
    sqlite3_progress_handler(m_db, kBudgetStride, budgetHandler, &m_budget);
}

// ---------------------------------------------------------------------------------------------

Statement::Statement(Database &db, const char *sql)
{
    if (sqlite3_prepare_v2(db.handle(), sql, -1, &m_stmt, nullptr) != SQLITE_OK)
        m_stmt = nullptr;
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

void Statement::bind(int index, qint64 value)
{
    sqlite3_bind_int64(m_stmt, index, value);
}

void Statement::bind(int index, double value)
{
    sqlite3_bind_double(m_stmt, index, value);
}

void Statement::bind(int index, const QString &value)
{
    const QByteArray utf8 = value.toUtf8();
    sqlite3_bind_text64(m_stmt, index, utf8.constData(), sqlite3_uint64(utf8.size()), SQLITE_TRANSIENT, SQLITE_UTF8);
}

void Statement::bindNull(int index)
{
    sqlite3_bind_null(m_stmt, index);
}

int Statement::step()
{
    return m_stmt ? sqlite3_step(m_stmt) : SQLITE_MISUSE;
}

bool Statement::execute()
{
    const int rc = step();
    reset();
    return rc == SQLITE_DONE || rc == SQLITE_ROW;
}

void Statement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

bool Statement::isNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

qint64 Statement::int64(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

double Statement::real(int column) const
{
    return sqlite3_column_double(m_stmt, column);
}

QString Statement::text(int column) const
{
    const auto *data = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    const int bytes = sqlite3_column_bytes(m_stmt, column);
    return data ? QString::fromUtf8(data, bytes) : QString();
}

int Statement::type(int column) const
{
    return sqlite3_column_type(m_stmt, column);
}

} // namespace ssd::sqlite
