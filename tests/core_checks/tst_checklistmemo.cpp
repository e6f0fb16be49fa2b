// The incremental checklist (checks/checklistmemo.h) against full runs: after every one of many
// random edits to real schemas, what the memo gives (rerunning the rules of one table's reach only
// for the tables the edit reaches) must be exactly what a fresh memo gives (every table checked),
// and that must be what runChecklist gives, up to the order within a rule.

#include "checks/checklistmemo.h"
#include "ddl.h"
#include "edits/schemadelta.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace ssd;

namespace {

QString describe(const Finding &f)
{
    QStringList fixes;
    for (const QuickFix &fix : f.fixes)
        fixes << fix.id + u'=' + fix.title();
    return QStringLiteral("%1|%2|%3|%4|%5|%6:%7|%8|%9|%10|%11")
        .arg(f.ruleId)
        .arg(int(f.severity))
        .arg(int(f.subject.kind))
        .arg(f.subject.displayName())
        .arg(f.subject.id)
        .arg(f.line)
        .arg(f.column)
        .arg(f.message(), f.explanation, fixes.join(u','))
        .arg(f.suppressed);
}

QStringList described(const Findings &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out << describe(f);
    return out;
}

// One random edit of the kinds that move findings between tables: names and keys other tables
// refer to, interleaving, foreign keys, indexes, tables coming and going, positions and order.
class Editor
{
public:
    explicit Editor(quint32 seed) : m_random(seed) {}

    void edit(Schema &s)
    {
        if (s.tables.empty())
            return;
        Table &t = s.tables[pick(s.tables.size())];
        Table &other = s.tables[pick(s.tables.size())];
        const int kind = int(m_random.bounded(19));
        if (qEnvironmentVariableIsSet("SSD_MEMO_DEBUG")) // the edits leading to a difference
            qWarning() << "edit" << kind << t.name << other.name;
        switch (kind) {
        case 0: { // a column, often named like another table's key or after another table
            Column c;
            c.id = s.newId();
            const QString names[] = {other.primaryKey.empty() ? QStringLiteral("Id") : other.primaryKey.front().column,
                                     other.name + QStringLiteral("Id"), QStringLiteral("CreatedAt"), QStringLiteral("OrderNumber"),
                                     QStringLiteral("TenantId"), QStringLiteral("uuid")};
            c.name = names[m_random.bounded(6)];
            if (t.findColumn(c.name))
                c.name += QString::number(c.id);
            c.type = ColumnType::scalar(m_random.bounded(2) ? TypeKind::Int64 : TypeKind::Timestamp);
            t.columns.push_back(c);
            break;
        }
        case 1: // drop a column that is not a key column
            for (size_t i = 0; i < t.columns.size(); ++i)
                if (!t.isKeyColumn(t.columns[i].name)) {
                    t.columns.erase(t.columns.begin() + qsizetype(i));
                    break;
                }
            break;
        case 2: { // rename a column, key columns too
            if (t.columns.empty())
                break;
            Column &c = t.columns[pick(t.columns.size())];
            const QString to = m_random.bounded(2) && !other.primaryKey.empty() ? other.primaryKey.front().column
                                                                                 : c.name + QStringLiteral("X");
            if (t.findColumn(to))
                break;
            for (KeyPart &k : t.primaryKey)
                if (k.column == c.name)
                    k.column = to;
            c.name = to;
            break;
        }
        case 3: // retype a column
            if (!t.columns.empty())
                t.columns[pick(t.columns.size())].type = m_random.bounded(2) ? ColumnType::string(36) : ColumnType::scalar(TypeKind::Int64);
            break;
        case 4: // rename a table (others still name the old one)
            t.name += QStringLiteral("_r");
            break;
        case 5: // interleave in another table, or no longer
            if (&t == &other || m_random.bounded(3) == 0)
                t.interleave.reset();
            else
                t.interleave = Interleave{other.name};
            break;
        case 6: { // a foreign key to another table
            if (t.columns.empty())
                break;
            ForeignKey fk;
            fk.id = s.newId();
            fk.columns = {t.columns[pick(t.columns.size())].name};
            fk.referencedTable = other.name;
            fk.referencedColumns = {other.primaryKey.empty() ? QStringLiteral("x") : other.primaryKey.front().column};
            t.foreignKeys.push_back(fk);
            break;
        }
        case 7:
            if (!t.foreignKeys.empty())
                t.foreignKeys.pop_back();
            else if (t.primaryKey.size() > 1)
                t.primaryKey.pop_back();
            break;
        case 8: { // an index, sometimes interleaved in another table
            if (t.columns.empty())
                break;
            Index i;
            i.id = s.newId();
            i.name = QStringLiteral("Idx%1").arg(i.id);
            i.table = t.name;
            i.keys.push_back(KeyPart{t.columns[pick(t.columns.size())].name});
            if (m_random.bounded(2))
                i.interleaveIn = other.name;
            s.indexes.push_back(i);
            break;
        }
        case 9:
            if (!s.indexes.empty())
                s.indexes.erase(s.indexes.begin() + qsizetype(pick(s.indexes.size())));
            break;
        case 10: { // a new table like another one
            Table copy = other;
            copy.id = s.newId();
            copy.name = other.name + QStringLiteral("Copy") + QString::number(copy.id);
            for (Column &c : copy.columns)
                c.id = s.newId();
            for (ForeignKey &fk : copy.foreignKeys)
                fk.id = s.newId();
            for (CheckConstraint &ck : copy.checks)
                ck.id = s.newId();
            s.tables.push_back(std::move(copy));
            break;
        }
        case 11:
            if (s.tables.size() > 2)
                s.tables.erase(s.tables.begin() + qsizetype(pick(s.tables.size())));
            break;
        case 12: // the key: one more column, or the first one's order
            if (!t.columns.empty() && m_random.bounded(2))
                t.primaryKey.push_back(KeyPart{t.columns[pick(t.columns.size())].name});
            else if (!t.primaryKey.empty())
                t.primaryKey.front().order = t.primaryKey.front().order == SortOrder::Asc ? SortOrder::Desc : SortOrder::Asc;
            break;
        case 13: // moved in the text: positions and a suppression comment are not part of the value
            t.pos.line += 3;
            if (m_random.bounded(2))
                t.pos.suppressedRules = {QStringLiteral("pk-nullable-key")};
            for (Column &c : t.columns)
                c.pos.line += 3;
            break;
        case 14: // the order of the tables
            std::swap(t, other);
            break;
        case 16: { // a new table whose one-column key other tables' columns are named like (refersToOtherKey)
            if (other.columns.empty())
                break;
            Table owner;
            owner.id = s.newId();
            owner.name = QStringLiteral("Owner%1").arg(owner.id);
            for (const QString &name : {other.columns[pick(other.columns.size())].name, QStringLiteral("A"), QStringLiteral("B"),
                                        QStringLiteral("C")}) {
                Column c;
                c.id = s.newId();
                c.name = name;
                owner.columns.push_back(c);
            }
            owner.primaryKey.push_back(KeyPart{owner.columns.front().name});
            s.tables.push_back(std::move(owner));
            break;
        }
        case 17: { // a counter-named integer first key (pk-sequential-integer-first reads other tables' keys)
            Column c;
            c.id = s.newId();
            c.name = m_random.bounded(2) ? QStringLiteral("OrderNumber") : other.name + QStringLiteral("Id");
            if (t.findColumn(c.name))
                break;
            c.notNull = true;
            t.columns.push_back(c);
            t.primaryKey.insert(t.primaryKey.begin(), KeyPart{c.name});
            break;
        }
        case 18: { // a TTL on a parent, and a foreign key to its child (ttl-blocked-by-no-action)
            Table *child = nullptr;
            for (size_t n = 0, start = pick(s.tables.size()); n < s.tables.size() && !child; ++n)
                if (Table &c = s.tables[(start + n) % s.tables.size()]; c.interleave && c.id != t.id)
                    child = &c;
            Table *parent = nullptr;
            for (Table &p : s.tables)
                if (child && p.name == child->interleave->parent)
                    parent = &p;
            if (!parent || parent->columns.empty() || t.columns.empty())
                break;
            parent->rowDeletionPolicy = RowDeletionPolicy{parent->columns.front().name, 7};
            ForeignKey fk;
            fk.id = s.newId();
            fk.columns = {t.columns.front().name};
            fk.referencedTable = child->name;
            fk.referencedColumns = {child->primaryKey.empty() ? QStringLiteral("x") : child->primaryKey.front().column};
            t.foreignKeys.push_back(fk);
            break;
        }
        case 15: // a TTL on some column, or none
            if (t.rowDeletionPolicy || t.columns.empty())
                t.rowDeletionPolicy.reset();
            else
                t.rowDeletionPolicy = RowDeletionPolicy{t.columns[pick(t.columns.size())].name, 30};
            break;
        }
    }

private:
    size_t pick(size_t n) { return size_t(m_random.bounded(quint32(n))); }
    QRandomGenerator m_random;
};

} // namespace

class ChecklistMemoTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A language switch (findings carry translated text) and a run of an older revision than the
    // memo's (a result nobody will show) check every table; the latter leaves the memo as it was.
    void forgottenOrStaleRunsCheckEveryTable()
    {
        QFile file(QStringLiteral(SSD_TEST_DATA_DIR "/realworld/cloud-spanner-samples__finance.sql"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        Schema schema = parseDdl(QString::fromUtf8(file.readAll())).schema;
        const size_t all = schema.tables.size();
        ChecklistMemo memo;
        memo.run(schema, 1, {});
        memo.run(schema, 1, {});
        QCOMPARE(memo.lastCheckedTables(), size_t(0)); // nothing changed
        memo.forget();
        memo.run(schema, 1, {});
        QCOMPARE(memo.lastCheckedTables(), all);

        const Schema before = schema;
        schema.tables.back().columns.push_back(schema.tables.back().columns.front());
        schema.tables.back().columns.back().id = schema.newId();
        schema.tables.back().columns.back().name = QStringLiteral("Added");
        memo.recordChange(3, SchemaDelta::between(before, schema).change());
        memo.run(schema, 3, {});
        QVERIFY(memo.lastCheckedTables() < all);
        const QStringList stale = described(memo.run(before, 2, {}));
        QCOMPARE(memo.lastCheckedTables(), all);
        ChecklistMemo fresh;
        QCOMPARE(stale, described(fresh.run(before, 1, {})));
        const QStringList again = described(memo.run(schema, 3, {})); // the memo is still at revision 3
        QCOMPARE(memo.lastCheckedTables(), size_t(0));
        ChecklistMemo freshAgain;
        QCOMPARE(again, described(freshAgain.run(schema, 1, {})));
    }

    void incrementalRunsEqualFullRuns_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(SSD_TEST_DATA_DIR "/realworld"));
        const QStringList files = dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 10);
        for (const QString &file : files)
            QTest::newRow(qPrintable(file)) << dir.filePath(file);
    }

    void incrementalRunsEqualFullRuns()
    {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        Schema schema = parseDdl(QString::fromUtf8(file.readAll())).schema;
        ChecklistMemo memo;
        quint64 revision = 1;
        ProjectSettings settings;
        memo.run(schema, revision, settings);
        QCOMPARE(memo.lastCheckedTables(), schema.tables.size());
        Editor editor(qHash(path));
        size_t checked = 0, ofTables = 0;
        for (int step = 0; step < 150; ++step) {
            const Schema before = schema;
            editor.edit(schema);
            memo.recordChange(++revision, SchemaDelta::between(before, schema).change());
            // The queries are read by a rule of the whole schema's reach; other settings by many.
            if (step % 10 == 5 && !schema.tables.empty())
                settings.queriesText = QStringLiteral("SELECT * FROM %1 WHERE A = @a ORDER BY B DESC;\n")
                                           .arg(schema.tables[size_t(step) % schema.tables.size()].name);
            if (step % 40 == 20)
                settings.plannedNodes += 7;
            const QStringList incremental = described(memo.run(schema, revision, settings));
            ChecklistMemo fresh;
            const QStringList full = described(fresh.run(schema, 1, settings));
            if (incremental != full) {
                for (qsizetype i = 0; i < std::max(incremental.size(), full.size()); ++i)
                    if (incremental.value(i) != full.value(i)) {
                        qWarning().noquote() << "step" << step << "first difference at" << i << "\n incremental:"
                                             << incremental.value(i) << "\n full:       " << full.value(i);
                        break;
                    }
                QFAIL("the incremental run differs from a full run");
            }
            checked += memo.lastCheckedTables();
            ofTables += schema.tables.size();
            QStringList plain = described(runChecklist(schema, settings));
            QStringList sorted = full;
            plain.sort();
            sorted.sort();
            QCOMPARE(sorted, plain);
        }
        // Not a speed test: that the edits left most tables unchecked is what makes it incremental.
        qInfo("%s: %zu of %zu tables checked over the edits", qPrintable(QFileInfo(path).fileName()), checked, ofTables);
    }
};

QTEST_GUILESS_MAIN(ChecklistMemoTest)
#include "tst_checklistmemo.moc"
