#pragma once

// The text of a file the designer wrote (an export, a saved project), or an empty string when it
// cannot be read: the tests then fail on what they expected to find in it.

#include <QFile>
#include <QString>

inline QString readTextFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}
