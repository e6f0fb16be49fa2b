#pragma once

// The reviewed list of silent failures the suite still tolerates (known_silent_failures.tsv):
// one line a failure, "<dialect>/<file>\t<check>\t<reason>", '#' starts a comment. The list can
// only shrink: a silent failure missing from it fails the suite, and so does a listed entry that
// now passes (remove it). The format check has no such list.

#include <QHash>
#include <QSet>
#include <QString>

namespace ssd::conformance {

class KnownFailures
{
public:
    // Reads the file; problems (a missing file, a malformed line, an unknown check) go to `error`.
    bool load(const QString &path, const QStringList &checks, QString *error);

    bool contains(const QString &file, const QString &check) const;
    QString reason(const QString &file, const QString &check) const;
    // Entries of `check` whose file was never judged by it (the file left the corpus, the check
    // was not run, or the file is refused or skipped earlier now): worth a look, not a failure.
    QStringList unjudged(const QString &check, const QSet<QString> &judgedFiles) const;
    int size() const { return int(m_reasons.size()); }

private:
    static QString key(const QString &file, const QString &check) { return check + u'\t' + file; }
    QHash<QString, QString> m_reasons; // key -> reason
};

} // namespace ssd::conformance
