#include "sourcecomments.h"

#include <algorithm>
#include <limits>

namespace ssd {

namespace {

QStringView withoutTrailingBlanks(QStringView line)
{
    while (!line.isEmpty() && line.back().isSpace())
        line.chop(1);
    return line;
}

// Comments [first, last) of `comments` as runs of adjacent lines: a comment joins the run before
// it when it starts on that run's last line or the next one. A comment after a token on its
// line starts a run of its own when `trailingAlone` (it documents that line).
std::vector<std::pair<size_t, size_t>> runs(const std::vector<SourceComment> &comments, size_t first, size_t last,
                                            bool trailingAlone)
{
    std::vector<std::pair<size_t, size_t>> result;
    for (size_t i = first; i < last; ++i) {
        const SourceComment &c = comments[i];
        const bool joins = !result.empty() && c.line <= comments[result.back().second - 1].endLine + 1
                           && !(trailingAlone && (!c.ownLine || !comments[result.back().second - 1].ownLine));
        if (joins)
            result.back().second = i + 1;
        else
            result.emplace_back(i, i + 1);
    }
    return result;
}

void appendText(QString &to, const QString &text)
{
    if (text.isEmpty())
        return;
    if (!to.isEmpty())
        to += u'\n';
    to += text;
}


CommentAttacher::Counts counts(const Schema &s)
{
    return {s.schemas.size(), s.tables.size(), s.indexes.size(), s.sequences.size(), s.views.size(),
            s.changeStreams.size(), s.roles.size(), s.grants.size(), s.propertyGraphs.size(), s.models.size(),
            s.localityGroups.size(), s.keptStatements.size()};
}

// The object the statement created: the last of the first kind of object that grew.
CommentAttacher::ObjectRef createdObject(const CommentAttacher::Counts &before, const CommentAttacher::Counts &after)
{
    using Kind = CommentAttacher::ObjectRef::Kind;
    const std::pair<size_t CommentAttacher::Counts::*, Kind> kinds[] = {
        {&CommentAttacher::Counts::tables, Kind::Table},
        {&CommentAttacher::Counts::indexes, Kind::Index},
        {&CommentAttacher::Counts::sequences, Kind::Sequence},
        {&CommentAttacher::Counts::views, Kind::View},
        {&CommentAttacher::Counts::changeStreams, Kind::ChangeStream},
        {&CommentAttacher::Counts::schemas, Kind::NamedSchema},
        {&CommentAttacher::Counts::roles, Kind::Role},
        {&CommentAttacher::Counts::grants, Kind::Grant},
        {&CommentAttacher::Counts::graphs, Kind::Graph},
        {&CommentAttacher::Counts::models, Kind::Model},
        {&CommentAttacher::Counts::localityGroups, Kind::LocalityGroup},
        {&CommentAttacher::Counts::kept, Kind::Kept},
    };
    for (const auto &[member, kind] : kinds)
        if (after.*member > before.*member)
            return {kind, after.*member - 1};
    return {};
}

// The object at `index`; with an id, the one of that id, which an erase only moves towards the
// front, keeping the order.
template<typename Vec>
auto objectAt(Vec &objects, size_t index, ObjectId id) -> decltype(&objects[0])
{
    if (index < objects.size() && (id == 0 || objects[index].id == id))
        return &objects[index];
    if (id != 0)
        for (size_t at = std::min(index, objects.size()); at-- > 0;)
            if (objects[at].id == id)
                return &objects[at];
    return nullptr;
}

} // namespace

QString commentText(QStringView comment)
{
    QStringList lines;
    if (comment.startsWith(u"--") || comment.startsWith(u'#')) {
        QStringView body = withoutTrailingBlanks(comment.mid(comment.startsWith(u'#') ? 1 : 2));
        if (body.startsWith(u' '))
            body = body.mid(1);
        return body.toString();
    }
    QStringView body = comment.mid(2);
    if (body.endsWith(u"*/"))
        body.chop(2);
    while (body.startsWith(u'*'))
        body = body.mid(1); // /** doc */
    bool first = true;
    for (QStringView line : body.split(u'\n')) {
        line = withoutTrailingBlanks(line);
        if (first) {
            line = line.trimmed();
        } else {
            line = line.trimmed();
            if (line.startsWith(u'*')) // the " * " that starts each line of a boxed comment
                line = line.mid(line.startsWith(u"* ") ? 2 : 1);
        }
        first = false;
        lines << line.toString();
    }
    while (!lines.isEmpty() && lines.front().isEmpty())
        lines.removeFirst();
    while (!lines.isEmpty() && lines.back().isEmpty())
        lines.removeLast();
    return lines.join(u'\n');
}

void appendCommentLines(QString &out, const QString &comment, QStringView indent)
{
    if (comment.isEmpty())
        return;
    for (QStringView line : QStringView(comment).split(u'\n')) {
        line = withoutTrailingBlanks(line);
        out += indent;
        out += u"--";
        if (!line.isEmpty()) {
            out += u' ';
            out += line;
        }
        out += u'\n';
    }
}

QString CommentAttacher::textOf(size_t first, size_t last) const
{
    // Empty lines inside stay (a "--" line between paragraphs); empty edge lines go.
    QStringList lines;
    for (size_t c = first; c < last; ++c)
        lines << commentText(m_text.mid(m_comments[c].offset, m_comments[c].length));
    while (!lines.isEmpty() && lines.front().isEmpty())
        lines.removeFirst();
    while (!lines.isEmpty() && lines.back().isEmpty())
        lines.removeLast();
    return lines.join(u'\n');
}

CommentAttacher::CommentAttacher(QStringView text, Schema &schema, const std::vector<SourceComment> &comments)
    : m_text(text), m_schema(schema), m_comments(comments)
{
}

QString *CommentAttacher::commentOf(const ObjectRef &ref) const
{
    using Kind = ObjectRef::Kind;
    Schema &s = m_schema;
    auto at = [&ref](auto &objects) -> QString * {
        auto *object = objectAt(objects, ref.index, ref.id);
        return object ? &object->comment : nullptr;
    };
    switch (ref.kind) {
    case Kind::None: return nullptr;
    case Kind::NamedSchema: return at(s.schemas);
    case Kind::Table: return at(s.tables);
    case Kind::Index: return at(s.indexes);
    case Kind::Sequence: return at(s.sequences);
    case Kind::View: return at(s.views);
    case Kind::ChangeStream: return at(s.changeStreams);
    case Kind::Role: return at(s.roles);
    case Kind::Grant: return at(s.grants);
    case Kind::Graph: return at(s.propertyGraphs);
    case Kind::Model: return at(s.models);
    case Kind::LocalityGroup: return at(s.localityGroups);
    case Kind::Kept: return at(s.keptStatements);
    case Kind::Column:
    case Kind::ForeignKey:
    case Kind::Check: {
        Table *found = objectAt(s.tables, ref.index, ref.id);
        if (!found)
            return nullptr;
        Table &table = *found;
        if (ref.kind == Kind::Column)
            return ref.sub < table.columns.size() ? &table.columns[ref.sub].comment : nullptr;
        if (ref.kind == Kind::ForeignKey)
            return ref.sub < table.foreignKeys.size() ? &table.foreignKeys[ref.sub].comment : nullptr;
        return ref.sub < table.checks.size() ? &table.checks[ref.sub].comment : nullptr;
    }
    }
    return nullptr;
}

CommentAttacher::ObjectRef CommentAttacher::addedPart(ObjectId after) const
{
    using Kind = ObjectRef::Kind;
    // ALTER TABLE ... ADD appends, so only the ends of the vectors can hold new ids; the table
    // altered last is usually near the end.
    for (size_t t = m_schema.tables.size(); t-- > 0;) {
        const Table &table = m_schema.tables[t];
        ObjectRef best;
        ObjectId bestId = 0;
        auto consider = [&](const auto &parts, Kind kind) {
            for (size_t i = parts.size(); i-- > 0 && parts[i].id > after;) {
                if (bestId == 0 || parts[i].id < bestId) {
                    bestId = parts[i].id;
                    best = {kind, t, i, table.id};
                }
            }
        };
        consider(table.columns, Kind::Column);
        consider(table.foreignKeys, Kind::ForeignKey);
        consider(table.checks, Kind::Check);
        if (best.kind != Kind::None)
            return best;
    }
    return {};
}

void CommentAttacher::addFree(const QString &text, ObjectId id)
{
    if (text.isEmpty())
        return;
    FreeComment free;
    free.id = id;
    free.text = text;
    m_schema.freeComments.push_back(std::move(free));
}

void CommentAttacher::takeGap(qint32 start, qint32 startLine)
{
    const size_t first = m_next;
    size_t last = first;
    while (last < m_comments.size() && m_comments[size_t(last)].offset < start)
        ++last;
    m_next = last;
    size_t i = first;
    // After the previous statement's ';', on its line: that statement's.
    const bool trailing = i < last && !m_comments[i].ownLine && m_comments[i].line == m_previousEndLine;
    if (trailing && m_previousAddedAfter)
        m_previous = addedPart(*m_previousAddedAfter);
    m_previousAddedAfter.reset();
    if (QString *previous = trailing ? commentOf(m_previous) : nullptr) {
        for (; i < last && !m_comments[i].ownLine && m_comments[i].line == m_previousEndLine; ++i)
            appendText(*previous, commentText(m_text.mid(m_comments[i].offset, m_comments[i].length)));
    }
    m_previous = {};
    const auto groups = runs(m_comments, i, last, false);
    m_leading = m_inside = last;
    for (size_t g = 0; g < groups.size(); ++g) {
        const auto [from, to] = groups[g];
        const bool leading = g + 1 == groups.size() && startLine <= m_comments[to - 1].endLine + 1 && startLine > 0;
        if (leading) {
            m_leading = from;
            break;
        }
        QString text;
        appendText(text, textOf(from, to));
        addFree(text, m_schema.newId());
    }
}

void CommentAttacher::beforeStatement(qint32 start, qint32 startLine, qint32 end, qint32 endLine)
{
    takeGap(start, startLine);
    while (m_next < m_comments.size() && m_comments[m_next].offset < end)
        ++m_next;
    m_endLine = endLine;
    // A statement that creates nothing keeps its comments as a free comment before what follows.
    m_reservedId = m_leading < m_next ? m_schema.newId() : 0;
    m_idBefore = m_schema.lastId;
    m_before = counts(m_schema);
}

void CommentAttacher::attachInsideTable(Table &table, QString &tableComment)
{
    // The table's columns and constraints by the line they start on.
    std::vector<std::pair<qint32, QString *>> lines;
    lines.reserve(table.columns.size() + table.foreignKeys.size() + table.checks.size());
    for (Column &c : table.columns)
        lines.emplace_back(c.pos.line, &c.comment);
    for (ForeignKey &fk : table.foreignKeys)
        lines.emplace_back(fk.pos.line, &fk.comment);
    for (CheckConstraint &check : table.checks)
        lines.emplace_back(check.pos.line, &check.comment);
    std::stable_sort(lines.begin(), lines.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    // The first element on that line: a column before the constraints written inline after it.
    auto startingOn = [&lines](qint32 line) -> QString * {
        auto it = std::lower_bound(lines.begin(), lines.end(), line, [](const auto &e, qint32 l) { return e.first < l; });
        return it != lines.end() && it->first == line ? it->second : nullptr;
    };
    for (const auto &[from, to] : runs(m_comments, m_inside, m_next, true)) {
        QString text;
        appendText(text, textOf(from, to));
        const SourceComment &head = m_comments[from];
        QString *owner = head.ownLine ? startingOn(m_comments[to - 1].endLine + 1) : startingOn(head.line);
        appendText(owner ? *owner : tableComment, text);
    }
}

void CommentAttacher::afterStatement()
{
    ObjectRef created = createdObject(m_before, counts(m_schema));
    if (created.kind == ObjectRef::Kind::Table)
        created.id = m_schema.tables[created.index].id;
    else if (created.kind == ObjectRef::Kind::Index)
        created.id = m_schema.indexes[created.index].id;
    const bool addedParts = created.kind == ObjectRef::Kind::None && m_schema.lastId > m_idBefore;
    m_previous = created;
    m_previousEndLine = m_endLine;
    if (addedParts)
        m_previousAddedAfter = m_idBefore;
    if (m_leading == m_next) // no comment before or inside it: the common case, nothing to do
        return;
    if (addedParts)
        created = addedPart(m_idBefore);
    QString *comment = commentOf(created);
    if (!comment) {
        QString text;
        appendText(text, textOf(m_leading, m_next));
        addFree(text, m_reservedId);
        m_leading = m_inside = m_next;
        return;
    }
    QString text;
    appendText(text, textOf(m_leading, m_inside));
    if (created.kind == ObjectRef::Kind::Table && m_inside < m_next) {
        attachInsideTable(m_schema.tables[created.index], text); // no erase since the statement
    } else if (created.kind == ObjectRef::Kind::Kept) {
        // A kept statement is written back verbatim, with the comments inside its text: giving
        // them to it as well would print them twice (and once more on every format).
        const QString &kept = m_schema.keptStatements[created.index].text;
        for (size_t c = m_inside; c < m_next; ++c)
            if (!kept.contains(m_text.mid(m_comments[c].offset, m_comments[c].length)))
                appendText(text, textOf(c, c + 1));
    } else {
        appendText(text, textOf(m_inside, m_next));
    }
    appendText(*comment, text);
    m_leading = m_inside = m_next;
}

void CommentAttacher::finish()
{
    takeGap(std::numeric_limits<qint32>::max(), 0);
}

} // namespace ssd
