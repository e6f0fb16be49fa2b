#pragma once

// The text of each CREATE TABLE and CREATE INDEX from the last write of a schema, reused when the
// object has not changed. The designer's DDL tabs show the whole text and rewrite it after every
// edit; at 5,000 tables printing them all cost ~47 M instructions a tab, where an edit changes one
// table. An entry is reused only when the object equals the one it was printed from (compared,
// not trusted to a change list), so the text is always what printing would give; comparing a
// table costs a fraction of printing it.
//
// One memo serves one writer in one thread at a time; entries of objects a write no longer meets
// are dropped after it, so the memo holds at most one schema's worth.

#include "schema.h"

#include <QHash>
#include <QString>

namespace ssd {

struct DialectWriter;

class StatementMemo
{
public:
    void beginWrite(const DialectWriter &writer);
    void appendCreateTable(QString &out, const Table &table, int inlineForeignKeys);
    void appendCreateIndex(QString &out, const Index &index);
    void endWrite();

    // Statements printed afresh and reused in the last write (tests and benchmarks).
    int printed() const { return m_printed; }
    int reused() const { return m_reused; }

private:
    template<typename Object>
    struct Entry
    {
        Object object;
        int inlineForeignKeys = 0;
        QString text;
        quint64 write = 0; // the last write that met it
    };
    template<typename Object, typename Print>
    void append(QString &out, QHash<ObjectId, Entry<Object>> &entries, const Object &object, int inlineForeignKeys,
                Print print);

    const DialectWriter *m_writer = nullptr;
    QHash<ObjectId, Entry<Table>> m_tables;
    QHash<ObjectId, Entry<Index>> m_indexes;
    quint64 m_write = 0;
    int m_printed = 0;
    int m_reused = 0;
};

} // namespace ssd
