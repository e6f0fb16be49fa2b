#include "textinput.h"

namespace ssd {

qsizetype firstBinaryByte(QByteArrayView bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = p[i];
        if (c < 0x80) {
            if (c == 0)
                return i;
            ++i;
            continue;
        }
        int extra = 0;
        char32_t codePoint = 0, minimum = 0;
        if ((c & 0xE0) == 0xC0) {
            extra = 1, codePoint = c & 0x1F, minimum = 0x80;
        } else if ((c & 0xF0) == 0xE0) {
            extra = 2, codePoint = c & 0x0F, minimum = 0x800;
        } else if ((c & 0xF8) == 0xF0) {
            extra = 3, codePoint = c & 0x07, minimum = 0x10000;
        } else {
            return i; // a continuation byte without a lead byte, or 0xF8..0xFF
        }
        if (n - i <= extra)
            return i; // truncated sequence at the end
        for (int k = 1; k <= extra; ++k) {
            const unsigned char b = p[i + k];
            if ((b & 0xC0) != 0x80)
                return i;
            codePoint = (codePoint << 6) | (b & 0x3F);
        }
        // Overlong forms, UTF-16 surrogates and values past U+10FFFF are not UTF-8.
        if (codePoint < minimum || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
            return i;
        i += extra + 1;
    }
    return -1;
}

} // namespace ssd
