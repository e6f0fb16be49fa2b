#pragma once

// Offered at start when a previous designer ended without saving (a crash, a kill, a power
// cut): lists each recoverable session with the design it belongs to and when it was last
// written. Restore opens the chosen one (as modified: it is not saved anywhere yet), Discard
// deletes them all, Later keeps them for the next start.
//
// SSD_RECOVERY_ANSWER=restore|discard|later answers the dialog once it is shown (tests drive
// the real dialog this way in a child process that has no user).

#include "recoverystore.h"

#include <QDialog>

#include <vector>

QT_BEGIN_NAMESPACE
class QTreeWidget;
QT_END_NAMESPACE

namespace ssd {

class RecoveryDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Answer { Restore, Discard, Later };

    RecoveryDialog(const std::vector<RecoveryEntry> &entries, QWidget *parent = nullptr);

    // Shows the dialog modally; `chosen` is the index of the session to restore.
    Answer ask(int *chosen);

    // "music.spdesign", or a description of a design that was never saved.
    static QString designName(const RecoveryEntry &entry);

private:
    QTreeWidget *m_list;
    Answer m_answer = Answer::Later;
};

} // namespace ssd
