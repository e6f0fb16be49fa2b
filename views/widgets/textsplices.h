#pragma once

// The few replacements that turn one DDL text into another, for DdlEditor::replaceText: a
// document told to replace one long span lays out and highlights all of it, which at 5,000
// tables cost most of an edit. Interleaving a table moves its CREATE TABLE (and its children)
// after the new parent, and the conversion notes at the top of the converted text change with
// it, so the differences are a few statements far apart. The texts are compared statement by
// statement (the writers end each statement with a blank line) with Myers' diff
// (sequencediff.h) over the statements' hashes, O((N + M) * D) for D differing statements.

#include "writer/piecedtext.h"

#include <QString>
#include <QStringView>

#include <vector>

namespace ssd {

struct TextSplice
{
    qsizetype at;         // a position in the old text
    qsizetype removed;    // characters of the old text replaced, from `at`
    QString inserted;     // by these characters
};

// Splices from the last position to the first (so that applying them in order keeps the
// positions of the next ones true). One splice for the whole differing span when the texts
// differ in more than `maxDifferences` statements. The default covers the first edit after
// opening a file written in another style: every CREATE SEQUENCE of a 5,000-table file differs
// from the writer's spelling (~300 differences, in one run at the top): replacing that run alone
// costs the document milliseconds, where replacing the whole text cost a third of a second.
std::vector<TextSplice> textSplices(QStringView before, QStringView after, int maxDifferences = 1024);

// The same between two texts in pieces (piecedtext.h): the pieces are compared first, most by
// pointer, and only the runs of pieces that differ are compared as text. Between two writes of one
// schema through one memo, an edit costs a walk over the pieces, not over the text.
std::vector<TextSplice> textSplices(const PiecedText &before, const PiecedText &after, int maxDifferences = 1024);

} // namespace ssd
