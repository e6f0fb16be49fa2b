#pragma once

// A thin RAII layer over the SQLite C API, private to ssd_project: one connection, prepared
// statements, and error texts that include the operating-system reason (errno) when SQLite
// has one. Nothing here knows about projects.

#include <QByteArray>
#include <QString>

struct sqlite3;
struct sqlite3_stmt;

namespace ssd::sqlite {

class Database
{
public:
    Database() = default;
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // An empty private in-memory database, hardened for untrusted content (defensive mode, no
    // trusted schema, cell size checks).
    bool openMemory();
    // Replaces the in-memory database with a copy of `image` (a whole database file). The
    // caller has checked the header.
    bool deserialize(const QByteArray &image);
    // The whole database as file bytes.
    QByteArray serialize();
    // An existing file, for lock probing only.
    bool openFile(const QString &path, bool readWrite);
    void close();

    bool exec(const char *sql); // one or more statements without results
    bool isOpen() const { return m_db != nullptr; }
    sqlite3 *handle() const { return m_db; }

    int errorCode() const;          // extended result code of the last failure
    QString errorMessage() const;   // SQLite's message plus the system error, if any

    // Aborts any statement after roughly `steps` virtual-machine instructions (0: no limit), so
    // that a hostile file cannot make a query run for ever.
    void setStepBudget(qint64 steps);

private:
    sqlite3 *m_db = nullptr;
    QString m_openError;
    qint64 m_budget = 0; // progress-handler ticks left
};

class Statement
{
public:
    Statement(Database &db, const char *sql);
    ~Statement();
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    bool isValid() const { return m_stmt != nullptr; }

    void bind(int index, qint64 value);
    void bind(int index, double value);
    void bind(int index, const QString &value); // always text (a null QString is ''); unbound = NULL
    void bindNull(int index);

    // SQLITE_ROW: a row is available; SQLITE_DONE: finished; anything else: an error (see
    // Database::errorMessage()).
    int step();
    // Runs to completion (for INSERT and friends) and resets for the next bindings.
    bool execute();
    void reset();

    bool isNull(int column) const;
    qint64 int64(int column) const;
    double real(int column) const;
    QString text(int column) const;
    int type(int column) const;

private:
    sqlite3_stmt *m_stmt = nullptr;
};

} // namespace ssd::sqlite
