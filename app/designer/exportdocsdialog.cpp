#include "exportdocsdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

namespace ssd {

ExportDocsDialog::ExportDocsDialog(const Schema &schema, const docs::Options &options, const QString &suggestedFolder,
                                   QWidget *parent)
    : QDialog(parent), m_schema(schema), m_options(options)
{
    setWindowTitle(tr("Export Documentation"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("An index page and one page per table (columns, keys, interleaving, indexes, "
                                "foreign keys, row deletion policy, checklist findings) with ER diagrams."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("docsFormat"));
    m_format->addItem(tr("Markdown (README.md, Mermaid diagrams for GitHub)"), int(docs::Format::Markdown));
    m_format->addItem(tr("HTML (index.html, for any web server or browser)"), int(docs::Format::Html));
    form->addRow(tr("&Format:"), m_format);

    auto *row = new QHBoxLayout;
    m_folder = new QLineEdit(this);
    m_folder->setObjectName(QStringLiteral("docsFolder"));
    m_folder->setText(suggestedFolder.isEmpty() ? QString() : QDir(suggestedFolder).filePath(QStringLiteral("docs")));
    m_folder->setPlaceholderText(tr("The folder to write the pages into"));
    auto *browseButton = new QPushButton(tr("&Browse..."), this);
    connect(browseButton, &QPushButton::clicked, this, &ExportDocsDialog::browse);
    row->addWidget(m_folder, 1);
    row->addWidget(browseButton);
    form->addRow(tr("F&older:"), row);
    layout->addLayout(form);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("docsProgress"));
    m_progress->setVisible(false);
    layout->addWidget(m_progress);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("docsError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b42318"));
    m_error->setVisible(false);
    layout->addWidget(m_error);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ExportDocsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ExportDocsDialog::reject);
    layout->addWidget(m_buttons);
    resize(560, sizeHint().height());
}

ExportDocsDialog::~ExportDocsDialog()
{
    if (m_thread) { // closed while running: stop the worker before its data go away
        m_cancel = true;
        m_thread->wait();
    }
}

docs::Format ExportDocsDialog::format() const { return docs::Format(m_format->currentData().toInt()); }

void ExportDocsDialog::setFormat(docs::Format format) { m_format->setCurrentIndex(m_format->findData(int(format))); }

QString ExportDocsDialog::folder() const { return m_folder->text().trimmed(); }

void ExportDocsDialog::setFolder(const QString &folder) { m_folder->setText(folder); }

QString ExportDocsDialog::errorText() const { return m_error->isVisible() ? m_error->text() : QString(); }

void ExportDocsDialog::browse()
{
    const QString chosen = QFileDialog::getExistingDirectory(this, tr("Export Documentation"), folder());
    if (!chosen.isEmpty())
        m_folder->setText(chosen);
}

void ExportDocsDialog::setRunning(bool running)
{
    m_format->setEnabled(!running);
    m_folder->setEnabled(!running);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!running);
    m_progress->setVisible(running);
}

void ExportDocsDialog::accept()
{
    if (m_thread)
        return;
    const QString target = folder();
    if (target.isEmpty()) {
        m_error->setText(tr("Choose the folder to write the documentation into."));
        m_error->setVisible(true);
        return;
    }
    m_error->setVisible(false);
    m_cancel = false;
    m_options.format = format();
    m_progress->setRange(0, int(m_schema.tables.size()) + 1);
    m_progress->setValue(0);
    setRunning(true);
    // The worker owns nothing of the window: it reads the dialog's copy of the schema and
    // options, which outlive it (the destructor waits), and reports progress by queued calls.
    m_thread = QThread::create([this, target] {
        const docs::Documentation documentation = docs::buildDocumentation(
            m_schema, m_options, [this](int done, int) {
                QMetaObject::invokeMethod(m_progress, [bar = m_progress, done] { bar->setValue(done); }, Qt::QueuedConnection);
                return !m_cancel.load();
            });
        m_files = int(documentation.files.size());
        m_result = documentation.error.isEmpty() ? docs::writeDocumentation(target, documentation.files) : documentation.error;
        if (documentation.cancelled)
            m_result = tr("The export was cancelled; nothing was written.");
    });
    connect(m_thread, &QThread::finished, this, &ExportDocsDialog::finish);
    m_thread->start();
}

void ExportDocsDialog::finish()
{
    m_thread->deleteLater();
    m_thread = nullptr;
    setRunning(false);
    const bool ok = m_result.isEmpty();
    if (ok) {
        m_summary = tr("Documentation written to %1 (%n file(s))", nullptr, m_files)
                        .arg(QDir::toNativeSeparators(QDir(folder()).filePath(docs::indexFileName(m_options.format))));
        QDialog::accept();
    } else {
        m_error->setText(m_result);
        m_error->setVisible(true);
    }
    Q_EMIT exportFinished(ok);
}

void ExportDocsDialog::reject()
{
    if (m_thread) {
        m_cancel = true; // finish() reports it when the worker stops
        return;
    }
    QDialog::reject();
}

} // namespace ssd
