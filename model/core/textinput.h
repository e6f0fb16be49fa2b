#pragma once

// Telling DDL text from other files before parsing it, the same way in the CLI and the designer.

#include <QByteArrayView>

namespace ssd {

// Index of the first byte that makes `bytes` not UTF-8 text (a NUL byte or an invalid UTF-8
// sequence), or -1 when it is text.
qsizetype firstBinaryByte(QByteArrayView bytes);

} // namespace ssd
