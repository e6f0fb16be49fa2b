#pragma once

// The lookup structure behind lexing/keywords.h: the words of one dialect, each with the flags of
// the lists that hold it, grouped by shape (length and initial). The parsers and writers ask
// whether every name of a schema is reserved, so a lookup must be cheap for a name that is no
// keyword: the shape's flags reject most names outright, and the few words of a matching shape are
// compared in place, letter by letter, without upper-casing a copy or hashing.

#include <QStringView>

#include <vector>

namespace ssd {

class KeywordTable
{
public:
    // Adds each word (upper case: letters, digits, '_') with `flag`; a word added again gains it.
    template<size_t N>
    KeywordTable &add(const char *const (&words)[N], quint8 flag)
    {
        for (const char *word : words)
            addWord(word, flag);
        return *this;
    }

    // Groups the words by shape, one entry a word; called once, after the last add() and before
    // the first lookup. (Sorting once is cheaper than a search per added word: the tables are
    // built in every run of the command line.)
    void seal();

    // The flags among `wanted` of the word, ASCII case-insensitively (0 when no list of those
    // holds it).
    quint8 flags(QStringView word, quint8 wanted) const
    {
        const qsizetype length = word.size();
        if (length < 2 || length > kLongest)
            return 0;
        char16_t initial = word.front().unicode();
        if (initial >= u'a' && initial <= u'z')
            initial = char16_t(initial - (u'a' - u'A'));
        if (initial < u'A' || initial > u'Z')
            return 0;
        const Shape &shape = m_shapes[size_t(length)][size_t(initial - u'A')];
        if (!(shape.flags & wanted))
            return 0;
        for (const Entry *entry = m_entries.data() + shape.first, *end = entry + shape.count; entry != end; ++entry)
            if ((entry->flags & wanted) && equalsUpper(word, entry->word))
                return entry->flags & wanted;
        return 0;
    }

private:
    static constexpr qsizetype kLongest = 21; // BIT_REVERSED_POSITIVE

    struct Entry
    {
        const char *word;
        quint8 length;
        quint8 flags;
    };
    // The words of one length and initial: m_entries[first, first + count), and their flags ORed.
    struct Shape
    {
        quint16 first = 0;
        quint8 count = 0;
        quint8 flags = 0;
    };

    void addWord(const char *word, quint8 flag);

    // Whether `word` spells `upper` (its length) in any case; the initial was compared already.
    static bool equalsUpper(QStringView word, const char *upper)
    {
        for (qsizetype i = 1; i < word.size(); ++i) {
            const char16_t c = word[i].unicode();
            const char16_t u = char16_t(upper[i]);
            if (c != u && !(u >= u'A' && u <= u'Z' && c == u + (u'a' - u'A')))
                return false;
        }
        return true;
    }

    std::vector<Entry> m_entries;
    Shape m_shapes[kLongest + 1][26] = {};
};

} // namespace ssd
