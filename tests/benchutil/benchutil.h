#pragma once

// What the small benchmark programs share (header only; each benchmark's CMakeLists adds this
// folder to its include path and defines SSD_PYTHON and SSD_GEN_SCHEMA).

#include <QProcess>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <ctime>

namespace ssd::bench {

// CPU time of this thread: on a shared, loaded machine wall-clock figures mostly measure the
// other processes.
inline qint64 threadCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// CPU time of the whole process, every thread: the GUI thread plus the workers it hands work to
// (the checklist's lint, the converted tab). What an edit costs the machine, whoever runs it.
inline qint64 processCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// The DDL gen_schema.py prints for `tables` tables of the dialect (extra arguments such as
// --seed N appended); empty, with the generator's message on stderr, when it fails.
inline QString generateSchema(int tables, const QString &dialect, const QStringList &extra = {})
{
    QProcess p;
    p.start(QStringLiteral(SSD_PYTHON), QStringList{QStringLiteral(SSD_GEN_SCHEMA), QStringLiteral("--tables"), QString::number(tables),
                                                    QStringLiteral("--dialect"), dialect} + extra);
    if (!p.waitForFinished(600000) || p.exitCode() != 0) {
        std::fprintf(stderr, "generator failed: %s\n", p.readAllStandardError().constData());
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace ssd::bench
