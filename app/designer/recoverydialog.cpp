#include "recoverydialog.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ssd {

RecoveryDialog::RecoveryDialog(const std::vector<RecoveryEntry> &entries, QWidget *parent)
    : QDialog(parent)
    , m_list(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("recoveryDialog"));
    setWindowTitle(tr("Recover Unsaved Changes"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Spanner Schema Designer did not shut down normally. "
                                "These designs had changes that were not saved:"),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_list->setObjectName(QStringLiteral("recoveryList"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Design"), tr("Last autosaved"), tr("Location")});
    for (const RecoveryEntry &entry : entries) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, designName(entry));
        item->setText(1, QLocale().toString(entry.savedAt.toLocalTime(), QLocale::ShortFormat));
        item->setText(2, entry.originalPath.isEmpty() ? tr("(never saved)") : QFileInfo(entry.originalPath).absolutePath());
        item->setToolTip(2, entry.originalPath);
    }
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0)); // the newest
    layout->addWidget(m_list);

    auto *hint = new QLabel(tr("Restore opens the selected design with its unsaved changes; save it to keep them. "
                               "Discard deletes all of them. Later asks again at the next start."),
                            this);
    hint->setWordWrap(true);
    layout->addWidget(hint);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *restore = buttons->addButton(tr("&Restore"), QDialogButtonBox::AcceptRole);
    restore->setObjectName(QStringLiteral("restoreButton"));
    restore->setDefault(true);
    QPushButton *discard = buttons->addButton(tr("&Discard"), QDialogButtonBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discardButton"));
    QPushButton *later = buttons->addButton(tr("&Later"), QDialogButtonBox::RejectRole);
    later->setObjectName(QStringLiteral("laterButton"));
    layout->addWidget(buttons);
    connect(restore, &QPushButton::clicked, this, [this] {
        m_answer = Answer::Restore;
        accept();
    });
    connect(discard, &QPushButton::clicked, this, [this] {
        m_answer = Answer::Discard;
        accept();
    });
    connect(later, &QPushButton::clicked, this, [this] {
        m_answer = Answer::Later;
        reject();
    });
    connect(m_list, &QTreeWidget::itemDoubleClicked, restore, &QPushButton::click);
    resize(640, 300);
}

QString RecoveryDialog::designName(const RecoveryEntry &entry)
{
    return entry.originalPath.isEmpty() ? tr("Untitled design") : QFileInfo(entry.originalPath).fileName();
}

RecoveryDialog::Answer RecoveryDialog::ask(int *chosen)
{
    m_answer = Answer::Later;
    // Tests without a user: press the named button once the dialog runs, the same click a
    // user makes.
    const QString automatic = qEnvironmentVariable("SSD_RECOVERY_ANSWER");
    if (!automatic.isEmpty()) {
        const QString button = automatic == u"restore"   ? QStringLiteral("restoreButton")
                               : automatic == u"discard" ? QStringLiteral("discardButton")
                                                         : QStringLiteral("laterButton");
        QTimer::singleShot(0, this, [this, button] {
            if (auto *b = findChild<QPushButton *>(button))
                b->click();
        });
    }
    exec();
    if (chosen)
        *chosen = m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : 0;
    return m_answer;
}

} // namespace ssd
