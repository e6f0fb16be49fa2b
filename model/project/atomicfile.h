#pragma once

// Replacing a file so that readers and crashes only ever see the old or the new content:
// a temporary file in the same directory, written, fsynced, renamed over the target, and the
// directory fsynced. Private to ssd_project.

#include "projecterror.h"

#include <QByteArray>
#include <QString>

namespace ssd {

struct AtomicWriteOptions
{
    bool durable = true; // fsync the file and the directory
};

// Writes `bytes` to `path`. Before anything is written: refuses a directory target, a
// directory that cannot take new files (ReadOnly), a read-only target, and a target that
// another program holds a SQLite write lock on (Locked). On failure the target is untouched
// and the temporary file is removed.
ProjectStatus writeFileAtomically(const QString &path, const QByteArray &bytes, const AtomicWriteOptions &options = {});

// Temporary files of saves that were killed are named ".<name>.<pid>.XXXXXX.saving"; this
// removes those next to `path` whose process no longer runs (Unix) and returns how many.
int removeStaleTemporaryFiles(const QString &path);

} // namespace ssd
