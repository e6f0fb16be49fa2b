#pragma once

// Comments of DDL text, attached to what they document (issue #15). Both dialects' lexers record
// every comment they skip as a SourceComment; the parsers' statement loops hand each statement to
// a CommentAttacher, which gives the comments to the objects the statement created:
// - the comment lines right before a statement (no blank line between) document its object;
// - inside CREATE TABLE, a comment on a column / constraint line, or on the lines right before
//   it, documents that column or constraint; other comments inside a statement document its
//   object, and so does a comment after the ';' on the same line;
// - a statement that adds a column or constraint to an existing table (ALTER TABLE ... ADD) gives
//   its comments to what it added, as if it had been written inside CREATE TABLE;
// - the rest (a file header, a comment followed by a blank line, comments of statements that
//   create nothing, such as ALTER COLUMN or DROP) stay as free comments at their place: such a
//   comment says why something changed, which is history rather than documentation of an object.
// Suppression directives (`spanner-schema: disable=...`) are comments like any other here; their
// rules are collected by the parsers as before.

#include "schema.h"

#include <QStringView>
#include <optional>
#include <vector>

namespace ssd {

struct SourceComment
{
    qint32 offset = 0;
    qint32 length = 0;
    qint32 line = 1;      // line of the comment start
    qint32 endLine = 1;   // line of its end (block comments may span lines)
    bool ownLine = true;  // no token before it on its line
};

// The comment's text without its markers (`--`, `#`, `/* */`, a `*` starting a continuation
// line of a block comment): the lines joined by '\n', trailing blanks and empty edge lines gone.
QString commentText(QStringView comment);

// `-- line` for each line of a comment text, each ending with '\n', indented by `indent`.
void appendCommentLines(QString &out, const QString &comment, QStringView indent);

class CommentAttacher
{
public:
    // `comments` is the lexer's vector: it may still grow while statements are handed over, but
    // holds every comment before a statement's end by the time the statement is given.
    CommentAttacher(QStringView text, Schema &schema, const std::vector<SourceComment> &comments);

    // Before the statement that starts at `start` (on `startLine`) and ends at `end` (its ';' or
    // the end of the text, on `endLine`) is applied; then afterStatement once it was applied or
    // refused. finish() after the last statement.
    void beforeStatement(qint32 start, qint32 startLine, qint32 end, qint32 endLine);
    void afterStatement();
    void finish();

    // An object a statement created: the vector it is in and its position there; for a column or
    // constraint, `index` is its table's position and `sub` its own in the table. Tables and
    // indexes move when the dropped ones before them are erased (validation/drops.h) after
    // the statement, so a ref to a table, an index or a part of a table also holds that table's
    // or index's id.
    struct ObjectRef
    {
        enum class Kind { None, NamedSchema, Table, Index, Sequence, View, ChangeStream, Role, Grant, Graph, Model, LocalityGroup, Kept,
                          Column, ForeignKey, Check };
        Kind kind = Kind::None;
        size_t index = 0;
        size_t sub = 0;
        ObjectId id = 0;
    };
    struct Counts
    {
        size_t schemas, tables, indexes, sequences, views, changeStreams, roles, grants, graphs, models, localityGroups, kept;
    };

private:
    QString *commentOf(const ObjectRef &ref) const;
    // The first column or constraint given an id after `after` (what an ALTER TABLE ... ADD added).
    // A scan of the tables, so only done when there is a comment to give it.
    ObjectRef addedPart(ObjectId after) const;
    // The text of comments [first, last), one line each (a block comment may give several).
    QString textOf(size_t first, size_t last) const;
    // Hands out the comments before `start` that are not the leading comments of the statement
    // there: those after the previous statement's ';' on its line, and free comment groups.
    void takeGap(qint32 start, qint32 startLine);
    void attachInsideTable(Table &table, QString &tableComment);
    void addFree(const QString &text, ObjectId id);

    QStringView m_text;
    Schema &m_schema;
    const std::vector<SourceComment> &m_comments;
    size_t m_next = 0;                            // first comment not yet handed out
    // The statement being applied: leading comments [m_leading, m_inside), inside [m_inside, m_next).
    size_t m_leading = 0, m_inside = 0;
    qint32 m_endLine = 0;
    ObjectId m_reservedId = 0;                    // a free comment's id, taken before the statement applies
    ObjectId m_idBefore = 0;                      // the schema's last id before the statement
    Counts m_before{};
    // The previous statement's object, for a comment after its ';' on the same line.
    ObjectRef m_previous;
    qint32 m_previousEndLine = -1;
    // When the previous statement created no object but added parts (ALTER TABLE ... ADD): the
    // last id before it, so that addedPart finds them if a comment follows its ';'.
    std::optional<ObjectId> m_previousAddedAfter;
};

} // namespace ssd
