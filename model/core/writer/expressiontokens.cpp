#include "expressiontokens.h"

#include <optional>

namespace ssd::expr {

namespace {

QLatin1StringView l1(const char *text) { return QLatin1StringView(text); }

bool identChar(QChar c) { return c.isLetterOrNumber() || c == u'_' || c == u'$'; }

// Decodes backslash escapes (GoogleSQL strings, PostgreSQL E'' strings).
QString unescape(QStringView s)
{
    QString out;
    out.reserve(s.size());
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s[i] != u'\\' || i + 1 >= s.size()) {
            out += s[i];
            continue;
        }
        const QChar c = s[++i];
        switch (c.unicode()) {
        case 'n': out += u'\n'; break;
        case 't': out += u'\t'; break;
        case 'r': out += u'\r'; break;
        case '\\': case '\'': case '"': case '`': case '?': out += c; break;
        default: out += u'\\'; out += c; break; // keep unknown escapes as written
        }
    }
    return out;
}

} // namespace

bool identStart(QChar c) { return c.isLetter() || c == u'_'; }

std::vector<Token> tokenize(const QString &s, Dialect d)
{
    std::vector<Token> tokens;
    const qsizetype n = s.size();
    qsizetype i = 0;
    // A token's value is its text unless given: strings and quoted names pass their decoded
    // content, which may be empty (a null QString is still a value here: '' decodes to "").
    auto push = [&](Token::Kind kind, qsizetype start, std::optional<QString> value = std::nullopt) {
        Token t;
        t.kind = kind;
        t.text = s.mid(start, i - start);
        t.value = value ? std::move(*value) : t.text;
        tokens.push_back(std::move(t));
        return &tokens.back();
    };
    while (i < n) {
        const qsizetype start = i;
        const QChar c = s[i];
        if (c.isSpace()) {
            while (i < n && s[i].isSpace())
                ++i;
            push(Token::Kind::Space, start);
            continue;
        }
        if (d == Dialect::GoogleSql) {
            // [r|b|rb|br] then ' " ''' """
            qsizetype p = i;
            bool raw = false, bytes = false;
            while (p < n && p - i < 2 && (s[p] == u'r' || s[p] == u'R' || s[p] == u'b' || s[p] == u'B')) {
                raw = raw || s[p].toLower() == u'r';
                bytes = bytes || s[p].toLower() == u'b';
                ++p;
            }
            if (p < n && (s[p] == u'\'' || s[p] == u'"') && (p == i || !identChar(s[p - 1]) || p > i)) {
                const QChar q = s[p];
                const bool triple = p + 2 < n && s[p + 1] == q && s[p + 2] == q;
                const qsizetype open = triple ? 3 : 1;
                qsizetype j = p + open;
                while (j < n) {
                    if (!raw && s[j] == u'\\') { j += 2; continue; }
                    if (s[j] == q && (!triple || (j + 2 < n && s[j + 1] == q && s[j + 2] == q)))
                        break;
                    ++j;
                }
                const QStringView content = QStringView(s).mid(p + open, std::min(j, n) - p - open);
                i = std::min(n, j + open);
                Token *t = push(Token::Kind::String, start, raw ? content.toString() : unescape(content));
                t->bytes = bytes;
                continue;
            }
            if (c == u'`') {
                qsizetype j = i + 1;
                while (j < n && s[j] != u'`') j += s[j] == u'\\' ? 2 : 1;
                i = std::min(n, j + 1);
                push(Token::Kind::QuotedName, start, unescape(QStringView(s).mid(start + 1, std::min(j, n) - start - 1)));
                continue;
            }
        } else {
            if (c == u'\'' || ((c == u'E' || c == u'e') && i + 1 < n && s[i + 1] == u'\'')) {
                const bool escaped = c != u'\'';
                qsizetype j = i + (escaped ? 2 : 1);
                QString value;
                while (j < n) {
                    if (escaped && s[j] == u'\\' && j + 1 < n) { value += s[j]; value += s[j + 1]; j += 2; continue; }
                    if (s[j] == u'\'') {
                        if (j + 1 < n && s[j + 1] == u'\'') { value += u'\''; j += 2; continue; }
                        break;
                    }
                    value += s[j++];
                }
                i = std::min(n, j + 1);
                push(Token::Kind::String, start, escaped ? unescape(value) : value);
                continue;
            }
            if (c == u'$') {
                qsizetype j = i + 1;
                while (j < n && identChar(s[j]) && s[j] != u'$') ++j;
                if (j < n && s[j] == u'$') {
                    const QString tag = s.mid(i, j - i + 1);
                    const qsizetype close = s.indexOf(tag, j + 1);
                    const qsizetype end = close < 0 ? n : close;
                    i = close < 0 ? n : close + tag.size();
                    push(Token::Kind::String, start, s.mid(j + 1, end - j - 1));
                    continue;
                }
            }
            if (c == u'"') {
                qsizetype j = i + 1;
                QString value;
                while (j < n) {
                    if (s[j] == u'"') {
                        if (j + 1 < n && s[j + 1] == u'"') { value += u'"'; j += 2; continue; }
                        break;
                    }
                    value += s[j++];
                }
                i = std::min(n, j + 1);
                push(Token::Kind::QuotedName, start, value);
                continue;
            }
        }
        if (identStart(c)) {
            // Dotted paths (spanner.pending_commit_timestamp, t.col) are one word.
            while (i < n && (identChar(s[i]) || (s[i] == u'.' && i + 1 < n && identStart(s[i + 1]))))
                ++i;
            push(Token::Kind::Word, start);
            continue;
        }
        if (c.isDigit() || (c == u'.' && i + 1 < n && s[i + 1].isDigit())) {
            while (i < n && (s[i].isLetterOrNumber() || s[i] == u'.'
                             || ((s[i] == u'+' || s[i] == u'-') && (s[i - 1] == u'e' || s[i - 1] == u'E'))))
                ++i;
            push(Token::Kind::Number, start);
            continue;
        }
        if (i + 1 < n && ((c == u':' && s[i + 1] == u':') || (c == u'=' && s[i + 1] == u'>')))
            i += 2;
        else
            ++i;
        push(Token::Kind::Punct, start);
    }
    return tokens;
}

QString googleSqlString(const QString &value)
{
    QString out = QStringLiteral("'");
    for (QChar c : value) {
        switch (c.unicode()) {
        case '\'': out += l1("\\'"); break;
        case '\\': out += l1("\\\\"); break;
        case '\n': out += l1("\\n"); break;
        case '\t': out += l1("\\t"); break;
        case '\r': out += l1("\\r"); break;
        default: out += c; break;
        }
    }
    out += u'\'';
    return out;
}

QString postgreSqlString(const QString &value)
{
    bool needsEscape = false;
    for (QChar c : value)
        if (c == u'\\' || c == u'\n' || c == u'\t' || c == u'\r')
            needsEscape = true;
    QString out = needsEscape ? QStringLiteral("E'") : QStringLiteral("'");
    for (QChar c : value) {
        if (c == u'\'') out += l1("''");
        else if (needsEscape && c == u'\\') out += l1("\\\\");
        else if (c == u'\n') out += l1("\\n");
        else if (c == u'\t') out += l1("\\t");
        else if (c == u'\r') out += l1("\\r");
        else out += c;
    }
    out += u'\'';
    return out;
}

} // namespace ssd::expr
