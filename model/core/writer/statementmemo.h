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
//
// A caller that follows one schema from write to write may say which tables changed in between
// (tellChangedTables): the others are then reused without comparing them, which was most of a
// write at 5,000 tables. That is only for a caller told of every change by comparison of values,
// as the Document's SchemaChange is; ids of different schemas collide (the corpus), so without
// being told the memo compares. A table whose id another table of the same write shares is
// always compared.

#include "schema.h"

#include <QHash>
#include <QString>

#include <optional>
#include <vector>

namespace ssd {

struct DialectWriter;

class StatementMemo
{
public:
    // For the next write only: of the tables the last write met, only these may differ now (the
    // tables added or changed since). Without it, or after a write, every table is compared.
    void tellChangedTables(std::vector<ObjectId> changed);

    void beginWrite(const DialectWriter &writer);
    // The statement's text, printed or reused: valid until the next call (the caller shares it).
    const QString &createTable(const Table &table, int inlineForeignKeys);
    const QString &createIndex(const Index &index);
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
        bool idShared = false; // two objects of one write had its id: never reused untold
    };
    template<typename Object, typename Print>
    const QString &text(QHash<ObjectId, Entry<Object>> &entries, const Object &object, int inlineForeignKeys, bool told,
                        Print print);

    const DialectWriter *m_writer = nullptr;
    QHash<ObjectId, Entry<Table>> m_tables;
    QHash<ObjectId, Entry<Index>> m_indexes;
    quint64 m_write = 0;
    // Set by tellChangedTables for the write after m_toldAfter; the changed ids, sorted.
    std::optional<quint64> m_toldAfter;
    std::vector<ObjectId> m_changedTables;
    int m_printed = 0;
    int m_reused = 0;
};

} // namespace ssd
