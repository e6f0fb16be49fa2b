#pragma once

// Errors of the project file layer as values: a code the caller can branch on (the designer
// offers "Save As" for a read-only location, the CLI maps everything to exit status 2), the
// file concerned and a translated reason. message() joins them for a dialog; the CLI prints
// "FILE: error: REASON".

#include <QString>

#include <optional>
#include <utility>
#include <variant>

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

// Either a value or a ProjectError (std::expected is C++23).
template<typename T>
class ProjectResult
{
public:
    ProjectResult(T value) : m_state(std::move(value)) {}
    ProjectResult(ProjectError error) : m_state(std::move(error)) {}

    bool ok() const { return m_state.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return std::get<0>(m_state); }
    T &value() & { return std::get<0>(m_state); }
    T &&value() && { return std::get<0>(std::move(m_state)); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }
    const ProjectError &error() const { return std::get<1>(m_state); }

private:
    std::variant<T, ProjectError> m_state;
};

// For operations without a value: an empty optional means success.
using ProjectStatus = std::optional<ProjectError>;

} // namespace ssd
