#pragma once

// The conformance suite's judge: applies a batch of statements to a fresh database of the
// emulator, reads back what Spanner prints, drops the database. Also the helpers that compare
// printed schemas and find which statement of a rejected batch Spanner objects to.

#include "localemulator.h"
#include "spannerclient.h"

#include <QSet>
#include <QStringList>

#include <memory>

namespace ssd::conformance {

struct Verdict
{
    bool accepted = false;
    QString error;       // Spanner's message when rejected
    QStringList printed; // getDdl after the batch, when accepted
};

class EmulatorJudge
{
public:
    EmulatorJudge(spanner::SpannerClient &client, QString project, QString instance);

    // Applies `statements` as one batch to a new database of the dialect.
    Verdict apply(Dialect dialect, const QStringList &statements);
    // Applies the batches in turn to one new database (the first with its creation); `printed`
    // is the schema after the last. When Spanner refuses one, `error` says which (1-based).
    Verdict applyBatches(Dialect dialect, const std::vector<QStringList> &batches);
    // The index of the first statement Spanner rejects when they are applied one by one to a
    // new database (-1: each one is accepted on its own, e.g. only the whole batch is too big).
    int firstRejected(Dialect dialect, const QStringList &statements, QString *error = nullptr);

    int databasesUsed() const { return m_counter; }

private:
    spanner::DatabaseName freshDatabase();
    void drop(const spanner::DatabaseName &database);

    spanner::SpannerClient &m_client;
    QString m_project, m_instance;
    int m_counter = 0;
};

// An emulator started for a suite, with one instance and a client and judge on it; stopped when
// destroyed. Every emulator suite starts its emulator through it.
class EmulatorSession
{
public:
    ~EmulatorSession();
    // Empty when it runs. Otherwise why not; `installed` says whether the emulator is there at
    // all (a suite skips without it, and fails when an installed one does not start).
    // The instance is `name` in project `name`.
    QString start(const QString &name, bool *installed);
    // The instance `instance` in `project`, with a client made from `options` (its endpoint is
    // the emulator's).
    QString start(const QString &project, const QString &instance, bool *installed, spanner::ClientOptions options = {});
    spanner::LocalEmulator &emulator() { return *m_emulator; }
    spanner::SpannerClient &client() { return *m_client; }
    EmulatorJudge &judge() { return *m_judge; }

private:
    std::unique_ptr<spanner::LocalEmulator> m_emulator;
    std::unique_ptr<spanner::SpannerClient> m_client;
    std::unique_ptr<EmulatorJudge> m_judge;
};

// A printed schema as a comparable value: each statement with its whitespace collapsed to
// single spaces; statement order does not matter (Spanner prints in its own order).
QStringList normalizedStatements(const QStringList &statements);
// Statements of `a` missing from `b` (after normalisation), for messages.
QStringList missingFrom(const QStringList &a, const QStringList &b);

// The names a statement is about, lower case and unquoted: the object it creates, alters or
// drops and, for an index, its table. A warning "names the construct" when it mentions one.
QStringList statementSubjects(const QString &statement);
// True when `message` names one of `names` as a whole word (case-insensitive).
bool mentionsAny(const QString &message, const QStringList &names);

// The features of Spanner the emulator (1.5.x) lacks, found in statements it rejected: they
// cannot be judged, which the suite counts under the feature's name. Empty: none.
QString featureEmulatorLacks(const QStringList &statements);

} // namespace ssd::conformance
