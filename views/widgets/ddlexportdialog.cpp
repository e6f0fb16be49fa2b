#include "ddlexportdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace ssd {

DdlExportDialog::DdlExportDialog(const Schema &schema, const QString &suggestedFolder, QWidget *parent)
    : QDialog(parent)
    , m_schema(schema)
    , m_folder(suggestedFolder.isEmpty() ? QDir::homePath() : suggestedFolder)
    , m_dialect(new QComboBox(this))
    , m_oneFile(new QRadioButton(tr("One file"), this))
    , m_perTable(new QRadioButton(tr("One file per table, in a folder"), this))
    , m_path(new QLineEdit(this))
{
    setWindowTitle(tr("Export DDL"));
    setObjectName(QStringLiteral("ddlExportDialog"));
    m_dialect->setObjectName(QStringLiteral("exportDialect"));
    m_oneFile->setObjectName(QStringLiteral("exportOneFile"));
    m_perTable->setObjectName(QStringLiteral("exportPerTable"));
    m_path->setObjectName(QStringLiteral("exportPath"));
    m_dialect->addItem(schema.dialect == Dialect::GoogleSql ? tr("GoogleSQL (this schema's dialect)") : tr("GoogleSQL (converted)"),
                       int(Dialect::GoogleSql));
    m_dialect->addItem(schema.dialect == Dialect::PostgreSql ? tr("PostgreSQL (this schema's dialect)") : tr("PostgreSQL (converted)"),
                       int(Dialect::PostgreSql));
    setDialect(schema.dialect);
    m_oneFile->setChecked(true);
    m_perTable->setToolTip(tr("Each table with its indexes and foreign keys in its own file; "
                              "every other statement in %1.").arg(QString::fromLatin1(kOtherObjectsFileName)));

    auto *browseButton = new QPushButton(tr("Browse..."), this);
    browseButton->setObjectName(QStringLiteral("exportBrowse"));
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    auto *layoutBox = new QVBoxLayout;
    layoutBox->addWidget(m_oneFile);
    layoutBox->addWidget(m_perTable);
    auto *form = new QFormLayout;
    form->addRow(tr("Dialect"), m_dialect);
    form->addRow(tr("Files"), layoutBox);
    form->addRow(tr("Save to"), pathRow);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    auto *main = new QVBoxLayout(this);
    main->addLayout(form);
    main->addWidget(buttons);

    connect(browseButton, &QPushButton::clicked, this, &DdlExportDialog::browse);
    connect(buttons, &QDialogButtonBox::accepted, this, &DdlExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &DdlExportDialog::reject);
    connect(m_oneFile, &QRadioButton::toggled, this, &DdlExportDialog::updatePlaceholder);
    updatePlaceholder();
    resize(520, sizeHint().height());
}

Dialect DdlExportDialog::dialect() const { return Dialect(m_dialect->currentData().toInt()); }
void DdlExportDialog::setDialect(Dialect dialect) { m_dialect->setCurrentIndex(std::max(0, m_dialect->findData(int(dialect)))); }
DdlExportLayout DdlExportDialog::layout() const { return m_perTable->isChecked() ? DdlExportLayout::FilePerTable : DdlExportLayout::OneFile; }
void DdlExportDialog::setLayout(DdlExportLayout layout) { (layout == DdlExportLayout::OneFile ? m_oneFile : m_perTable)->setChecked(true); }
QString DdlExportDialog::path() const { return m_path->text().trimmed(); }
void DdlExportDialog::setPath(const QString &path) { m_path->setText(path); }

void DdlExportDialog::updatePlaceholder()
{
    m_path->setPlaceholderText(layout() == DdlExportLayout::OneFile ? tr("File, e.g. schema.sql") : tr("Folder for the files"));
}

void DdlExportDialog::browse()
{
    const QString start = path().isEmpty() ? m_folder : path();
    const QString chosen = layout() == DdlExportLayout::OneFile
                               ? QFileDialog::getSaveFileName(this, tr("Export DDL to"), start, tr("DDL files (*.sql *.ddl);;All files (*)"))
                               : QFileDialog::getExistingDirectory(this, tr("Export DDL to the folder"), start);
    if (!chosen.isEmpty())
        m_path->setText(QDir::toNativeSeparators(chosen));
}

QString DdlExportDialog::exportNow(bool confirmOverwrite)
{
    m_cancelled = false;
    const QString target = QDir::fromNativeSeparators(path());
    if (target.isEmpty())
        return layout() == DdlExportLayout::OneFile ? tr("Choose the file to export to.") : tr("Choose the folder to export to.");
    const bool oneFile = layout() == DdlExportLayout::OneFile;
    if (!oneFile && QFileInfo(target).exists() && !QFileInfo(target).isDir())
        return tr("%1 is a file; choose a folder for one file per table.").arg(QDir::toNativeSeparators(target));
    const QFileInfo info(target);
    const DdlExport files = exportDdlFiles(m_schema, dialect(), layout(), oneFile ? info.fileName() : QString());
    const QString folder = oneFile ? info.absolutePath() : info.absoluteFilePath();
    if (confirmOverwrite) {
        int existing = 0;
        for (const DdlExportFile &file : files.files)
            existing += QFileInfo::exists(QDir(folder).filePath(file.fileName));
        if (existing > 0
            && QMessageBox::question(this, tr("Export DDL"),
                                     tr("%n file(s) already exist in %1 and will be replaced. Continue?", nullptr, existing)
                                         .arg(QDir::toNativeSeparators(folder)))
                   != QMessageBox::Yes) {
            m_cancelled = true;
            return tr("Export cancelled.");
        }
    }
    if (QString error = writeDdlExport(files, folder); !error.isEmpty())
        return error;
    // Two sentences, each with its own plural.
    m_summary = oneFile ? tr("Exported the DDL to %1.").arg(QDir::toNativeSeparators(target))
                        : tr("Exported %n file(s) to %1.", nullptr, int(files.files.size())).arg(QDir::toNativeSeparators(folder));
    if (!files.conversionNotes.empty())
        m_summary += u' ' + tr("%n conversion note(s): see the converted DDL tab.", nullptr, int(files.conversionNotes.size()));
    return {};
}

void DdlExportDialog::accept()
{
    const QString error = exportNow();
    if (m_cancelled)
        return; // the user keeps the dialog to choose another place
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Export DDL"), error);
        return;
    }
    QDialog::accept();
}

} // namespace ssd
