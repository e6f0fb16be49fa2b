#pragma once

// The edits of the edit-latency benchmark: for each kind, a target chosen at random (seeded,
// so runs are comparable) and checked on a copy of the schema before it is timed, so that
// every timed edit is one the designer accepts and pushes as one undo step. Choosing and
// checking are never timed; only perform() (what the gesture itself does in the designer) is.

#include <QRandomGenerator>
#include <QString>

#include <functional>
#include <optional>

namespace ssd {

class MainWindow;

enum class EditKind {
    AddColumn,
    RenameColumn,
    RetypeColumn,
    DeleteColumn,
    AddIndex,
    Interleave, // the command a drop of one table onto another pushes
    MoveTable,  // the command a drag's release pushes
    QuickFix,   // a fix from the checklist dock's context menu
    TypeChar,   // one key typed in the DDL editor, then the parse the pause starts
};
constexpr int kEditKindCount = 9;

QString editKindName(EditKind kind);

struct PlannedEdit
{
    EditKind kind;
    QString what;                  // for messages: the table / column / fix touched
    std::function<void()> perform; // the gesture (timed); for TypeChar the key press only
};

// An edit of `kind` on the window's design, or nullopt when no target accepts one.
std::optional<PlannedEdit> planEdit(EditKind kind, MainWindow &window, QRandomGenerator &random);

} // namespace ssd
