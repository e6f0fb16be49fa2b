#pragma once

// Errors of the project file layer as values: a code the caller can branch on (the designer
// offers "Save As" for a read-only location, the CLI maps everything to exit status 2), the
// file concerned and a translated reason. message() joins them for a dialog; the CLI prints
// "FILE: error: REASON".

#include "expected.h"

#include <QString>

#include <optional>

namespace ssd {

struct ProjectError
{
    enum class Code {
        NotFound,       // no such file
        IsDirectory,    // the path names a directory
        ReadFailed,     // the file exists but cannot be read
        Empty,          // zero bytes
        NotSqlite,      // no SQLite header: a text file, random bytes ...
        NotOurs,        // a SQLite database with another application_id
        Truncated,      // shorter than its header says
        Corrupted,      // SQLite's integrity check fails
        NewerVersion,   // written by a newer format version than this build reads
        Damaged,        // a valid database with our id, but our content is missing or invalid
        ReadOnly,       // cannot create files in the target directory, or the file is read-only
        Locked,         // another program holds a lock on the file
        DiskFull,       // no space left (or a file size limit) while writing
        WriteFailed,    // any other write or rename failure
    };

    Code code = Code::Damaged;
    QString file;   // the path (or name) the error is about; may be empty
    QString reason; // lower-case start, no file name, no final period

    QString message() const { return file.isEmpty() ? reason : file + QStringLiteral(": ") + reason; }
};

// Either a value or a ProjectError.
template<typename T>
using ProjectResult = Expected<T, ProjectError>;

// For operations without a value: an empty optional means success.
using ProjectStatus = std::optional<ProjectError>;

} // namespace ssd
