#include "exportmigrationdialog.h"

#include "busyindicator.h"
#include "designreader.h"
#include "migration/migrationscript.h"
#include "migrationpreview.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSaveFile>
#include <QVBoxLayout>

namespace ssd {

namespace {

QString ddlFilter() { return ExportMigrationDialog::tr("SQL files (*.sql);;All files (*)"); }

// A file of our own naming only: never one that exists (a folder's next number is free unless
// another program wrote it a moment ago, and then it is not ours to replace).
QString writeNewFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly))
        return ExportMigrationDialog::tr("Could not create %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        const QString error = file.errorString();
        file.remove();
        return ExportMigrationDialog::tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), error);
    }
    return {};
}

// The plan from the baseline (read from `baselineFile`, or the remembered version when it is
// empty) to the design. Runs on a pool thread.
migration::MigrationPlan planFrom(const QString &baselineFile, const Schema &remembered, const Schema &design)
{
    migration::PlanOptions options;
    // The remembered version shares the design's object ids: a renamed table is a rename.
    options.matchById = baselineFile.isEmpty();
    if (baselineFile.isEmpty())
        return migration::plan(remembered, design, options);
    Schema chosen;
    QString error;
    if (!DesignReader::readSchema(baselineFile, &chosen, &error)) {
        migration::MigrationPlan failed;
        failed.error = ExportMigrationDialog::tr("Could not read the baseline: %1").arg(error);
        return failed;
    }
    return migration::plan(chosen, design, options);
}

} // namespace

ExportMigrationDialog::ExportMigrationDialog(const Schema &design, const Schema &baseline, const QString &baselineSource,
                                             const QString &suggestedFolder, QWidget *parent)
    : QDialog(parent)
    , m_design(std::make_shared<const Schema>(design))
    , m_remembered(std::make_shared<const Schema>(baseline))
    , m_rememberedSource(baselineSource)
    , m_folder(suggestedFolder.isEmpty() ? QDir::homePath() : suggestedFolder)
    , m_planning(
          [this] {
              return [file = m_baselineFile, remembered = m_remembered, design = m_design] {
                  return planFrom(file, *remembered, *design);
              };
          },
          [this](migration::MigrationPlan plan) { showPlan(std::move(plan)); })
    , m_reading(new BusyIndicator(QStringLiteral("baselineProgress"), QStringLiteral("baselineCancel"), this))
    , m_useRemembered(new QRadioButton(this))
    , m_useFile(new QRadioButton(tr("Another design, DDL file or migrations folder:"), this))
    , m_baselinePath(new QLineEdit(this))
    , m_preview(new MigrationPreview(this))
    , m_oneFile(new QRadioButton(tr("One file:"), this))
    , m_intoFolder(new QRadioButton(tr("The next file in a migrations folder:"), this))
    , m_path(new QLineEdit(this))
    , m_naming(new QComboBox(this))
    , m_name(new QLineEdit(this))
    , m_nextFile(new QLabel(this))
{
    setWindowTitle(tr("Export Migration"));
    setObjectName(QStringLiteral("exportMigrationDialog"));
    m_useRemembered->setObjectName(QStringLiteral("baselineRemembered"));
    m_useFile->setObjectName(QStringLiteral("baselineFile"));
    m_baselinePath->setObjectName(QStringLiteral("baselinePath"));
    m_oneFile->setObjectName(QStringLiteral("migrationOneFile"));
    m_intoFolder->setObjectName(QStringLiteral("migrationFolder"));
    m_path->setObjectName(QStringLiteral("migrationPath"));
    m_naming->setObjectName(QStringLiteral("migrationNaming"));
    m_name->setObjectName(QStringLiteral("migrationName"));
    m_nextFile->setObjectName(QStringLiteral("migrationNextFile"));

    // Two separate choices: without their own groups, the four radio buttons (all children of
    // the dialog when created) would be one exclusive set.
    auto *baselineChoice = new QButtonGroup(this);
    baselineChoice->addButton(m_useRemembered);
    baselineChoice->addButton(m_useFile);
    auto *targetChoice = new QButtonGroup(this);
    targetChoice->addButton(m_oneFile);
    targetChoice->addButton(m_intoFolder);
    m_useRemembered->setText(baselineLabel());
    m_useRemembered->setChecked(true);
    m_baselinePath->setPlaceholderText(tr("a .spdesign or .sql file, or a folder of migrations"));
    for (MigrationNaming naming : {MigrationNaming::Wrench, MigrationNaming::GolangMigrate, MigrationNaming::Flyway})
        m_naming->addItem(QStringLiteral("%1 (%2)").arg(migrationNamingName(naming), migrationNamingExample(naming)), int(naming));
    m_naming->setCurrentIndex(m_naming->findData(int(MigrationNaming::GolangMigrate)));
    m_name->setPlaceholderText(tr("e.g. add singers"));
    m_nextFile->setWordWrap(true);
    m_oneFile->setChecked(true);

    auto *baselineBrowse = new QPushButton(tr("Browse..."), this);
    baselineBrowse->setObjectName(QStringLiteral("baselineBrowse"));
    auto *baselineFolder = new QPushButton(tr("Folder..."), this);
    baselineFolder->setObjectName(QStringLiteral("baselineFolder"));
    baselineFolder->setToolTip(tr("The schema that a folder's migrations build, applied in order"));
    auto *baselineBox = new QGroupBox(tr("Compare the design with"), this);
    auto *baselineGrid = new QGridLayout(baselineBox);
    baselineGrid->addWidget(m_useRemembered, 0, 0, 1, 4);
    baselineGrid->addWidget(m_useFile, 1, 0);
    baselineGrid->addWidget(m_baselinePath, 1, 1);
    baselineGrid->addWidget(baselineBrowse, 1, 2);
    baselineGrid->addWidget(baselineFolder, 1, 3);
    baselineGrid->setColumnStretch(1, 1);

    auto *targetBrowse = new QPushButton(tr("Browse..."), this);
    targetBrowse->setObjectName(QStringLiteral("migrationBrowse"));
    auto *targetBox = new QGroupBox(tr("Write the ticked steps to"), this);
    auto *targetGrid = new QGridLayout(targetBox);
    auto *kindRow = new QHBoxLayout;
    kindRow->addWidget(m_oneFile);
    kindRow->addWidget(m_intoFolder);
    kindRow->addStretch(1);
    targetGrid->addLayout(kindRow, 0, 0, 1, 2);
    targetGrid->addWidget(m_path, 1, 0);
    targetGrid->addWidget(targetBrowse, 1, 1);
    auto *namingForm = new QFormLayout;
    namingForm->addRow(tr("Naming"), m_naming);
    namingForm->addRow(tr("Name"), m_name);
    namingForm->addRow(QString(), m_nextFile);
    targetGrid->addLayout(namingForm, 2, 0, 1, 2);
    targetGrid->setColumnStretch(0, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_export = buttons->button(QDialogButtonBox::Ok);
    m_export->setText(tr("Export"));
    auto *main = new QVBoxLayout(this);
    main->addWidget(baselineBox);
    main->addWidget(m_reading);
    main->addWidget(m_preview, 1);
    main->addWidget(targetBox);
    main->addWidget(buttons);

    connect(m_useRemembered, &QRadioButton::toggled, this, [this](bool on) {
        if (on)
            setBaselineFile({});
    });
    connect(m_useFile, &QRadioButton::toggled, this, [this](bool on) {
        // Choosing "another file" without a file: ask for it, or go back. With one: compare with it.
        const QString typed = QDir::fromNativeSeparators(m_baselinePath->text().trimmed());
        if (!on || typed == m_baselineFile)
            return;
        if (!typed.isEmpty()) {
            setBaselineFile(typed);
            return;
        }
        browseBaseline();
        if (m_baselinePath->text().trimmed().isEmpty())
            m_useRemembered->setChecked(true);
    });
    connect(m_baselinePath, &QLineEdit::editingFinished, this, [this] {
        if (!m_baselinePath->text().trimmed().isEmpty())
            setBaselineFile(QDir::fromNativeSeparators(m_baselinePath->text().trimmed()));
    });
    connect(baselineBrowse, &QPushButton::clicked, this, &ExportMigrationDialog::browseBaseline);
    connect(baselineFolder, &QPushButton::clicked, this, [this] {
        const QString chosen = QFileDialog::getExistingDirectory(this, tr("Compare with the migrations in"), m_folder);
        if (!chosen.isEmpty())
            setBaselineFile(chosen);
    });
    connect(targetBrowse, &QPushButton::clicked, this, &ExportMigrationDialog::browseTarget);
    connect(m_oneFile, &QRadioButton::toggled, this, &ExportMigrationDialog::updateTarget);
    connect(m_path, &QLineEdit::textChanged, this, &ExportMigrationDialog::updateTarget);
    connect(m_name, &QLineEdit::textChanged, this, &ExportMigrationDialog::updateTarget);
    connect(m_naming, &QComboBox::currentIndexChanged, this, &ExportMigrationDialog::updateTarget);
    connect(m_preview, &MigrationPreview::inclusionChanged, this, &ExportMigrationDialog::updateTarget);
    // Cancel goes back to the remembered version: the run in flight is not shown.
    connect(m_reading, &BusyIndicator::cancelRequested, this, [this] { m_useRemembered->setChecked(true); });
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportMigrationDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ExportMigrationDialog::reject);

    replan();
    resize(920, 800);
}

QString ExportMigrationDialog::baselineLabel() const
{
    if (m_rememberedSource.isEmpty())
        return tr("Nothing: a new design, so every object is created");
    return tr("The version last opened or saved (%1)").arg(QFileInfo(m_rememberedSource).fileName());
}

void ExportMigrationDialog::replan()
{
    m_reading->setText(m_baselineFile.isEmpty()
                           ? tr("Planning the migration...")
                           : tr("Reading %1 and planning the migration...").arg(QFileInfo(m_baselineFile).fileName()));
    m_reading->start();
    m_planning.request();
    updateTarget(); // nothing to export until the plan is shown
}

void ExportMigrationDialog::showPlan(migration::MigrationPlan plan)
{
    m_reading->stop();
    m_preview->setPlan(std::move(plan), m_design->dialect);
    updateTarget();
}

void ExportMigrationDialog::setBaselineFile(const QString &path)
{
    m_baselineFile = path;
    if (path.isEmpty()) {
        m_useRemembered->setChecked(true);
    } else {
        m_baselinePath->setText(QDir::toNativeSeparators(path)); // first: a checked radio with no path asks
        m_useFile->setChecked(true);
    }
    replan();
}

void ExportMigrationDialog::browseBaseline()
{
    const QString chosen = QFileDialog::getOpenFileName(
        this, tr("Compare with"), m_folder,
        tr("Spanner designs and DDL (*.spdesign *.sql *.ddl);;All files (*)"));
    if (!chosen.isEmpty())
        setBaselineFile(chosen);
}

ExportMigrationDialog::Target ExportMigrationDialog::target() const
{
    return m_intoFolder->isChecked() ? Target::Folder : Target::OneFile;
}

void ExportMigrationDialog::setTarget(Target target, const QString &path)
{
    (target == Target::Folder ? m_intoFolder : m_oneFile)->setChecked(true);
    m_path->setText(QDir::toNativeSeparators(path));
}

void ExportMigrationDialog::setNaming(MigrationNaming naming) { m_naming->setCurrentIndex(m_naming->findData(int(naming))); }
void ExportMigrationDialog::setMigrationName(const QString &name) { m_name->setText(name); }

void ExportMigrationDialog::browseTarget()
{
    const QString start = m_path->text().trimmed().isEmpty() ? m_folder : m_path->text().trimmed();
    const QString chosen = target() == Target::OneFile
                               ? QFileDialog::getSaveFileName(this, tr("Export Migration to"), start, ddlFilter())
                               : QFileDialog::getExistingDirectory(this, tr("Migrations folder"), start);
    if (!chosen.isEmpty())
        m_path->setText(QDir::toNativeSeparators(chosen));
}

QString ExportMigrationDialog::targetFile() const
{
    const QString path = QDir::fromNativeSeparators(m_path->text().trimmed());
    if (path.isEmpty())
        return {};
    if (target() == Target::OneFile)
        return path;
    const MigrationFolder folder = scanMigrationFolder(path);
    const MigrationNaming naming = folder.naming.value_or(MigrationNaming(m_naming->currentData().toInt()));
    return QDir(path).filePath(nextMigrationFileName(folder, naming, m_name->text()));
}

void ExportMigrationDialog::updateTarget()
{
    const bool folderMode = target() == Target::Folder;
    m_path->setPlaceholderText(folderMode ? tr("migrations folder, e.g. db/migrations") : tr("file, e.g. migration.sql"));
    const QString path = QDir::fromNativeSeparators(m_path->text().trimmed());
    const MigrationFolder folder = folderMode && !path.isEmpty() ? scanMigrationFolder(path) : MigrationFolder();
    // The folder's own naming wins; only an empty (or new) folder lets the user choose.
    if (folder.naming)
        m_naming->setCurrentIndex(m_naming->findData(int(*folder.naming)));
    m_naming->setEnabled(folderMode && !folder.naming);
    const MigrationNaming naming = MigrationNaming(m_naming->currentData().toInt());
    m_name->setEnabled(folderMode && naming != MigrationNaming::Wrench);
    if (!folderMode || path.isEmpty()) {
        m_nextFile->setText(folderMode ? tr("Choose the folder of the migrations.") : QString());
    } else {
        const QString next = QFileInfo(targetFile()).fileName();
        // `naming` is the folder's own when it has one (set above).
        QString text = folder.migrationFiles > 0
                           ? tr("Next file: %1, after the %n %2 file(s) there.", nullptr, folder.migrationFiles)
                                 .arg(next, migrationNamingName(naming))
                                     : tr("Next file: %1. The folder has no migrations yet: choose the naming.").arg(next);
        if (folder.mixed)
            text += u' ' + tr("The folder mixes namings; the latest file's is followed.");
        m_nextFile->setText(text);
    }
    m_export->setEnabled(!isPlanning() && m_preview->includedCount() > 0 && !path.isEmpty());
}

QString ExportMigrationDialog::exportNow(bool confirm)
{
    m_cancelled = false;
    if (isPlanning())
        return tr("The migration is still being planned.");
    const migration::MigrationPlan &plan = m_preview->plan();
    if (!plan.error.isEmpty())
        return plan.error;
    if (plan.isEmpty())
        return tr("No changes: there is nothing to write.");
    if (m_preview->includedCount() == 0)
        return tr("No step is ticked: there is nothing to write.");
    const QString file = targetFile();
    if (file.isEmpty())
        return target() == Target::OneFile ? tr("Choose the file to write.") : tr("Choose the migrations folder.");
    if (target() == Target::OneFile && QFileInfo(file).isDir())
        return tr("%1 is a folder; choose a file name, or write into the folder as its next migration.")
            .arg(QDir::toNativeSeparators(file));
    if (confirm) {
        if (const QStringList problems = m_preview->problems(); !problems.isEmpty()
            && QMessageBox::question(this, tr("Export Migration"),
                                     problems.join(u'\n') + QStringLiteral("\n\n") + tr("Write the migration anyway?"))
                   != QMessageBox::Yes) {
            m_cancelled = true;
            return tr("Export cancelled.");
        }
        if (target() == Target::OneFile && QFileInfo::exists(file)
            && QMessageBox::question(this, tr("Export Migration"),
                                     tr("%1 already exists. Replace it?").arg(QDir::toNativeSeparators(file)))
                   != QMessageBox::Yes) {
            m_cancelled = true;
            return tr("Export cancelled.");
        }
    }
    const QByteArray bytes = m_preview->script().toUtf8();
    if (target() == Target::Folder) {
        const QString folder = QFileInfo(file).absolutePath();
        if (!QDir().mkpath(folder))
            return tr("Could not create the folder %1.").arg(QDir::toNativeSeparators(folder));
        if (QString error = writeNewFile(file, bytes); !error.isEmpty())
            return error;
    } else {
        QSaveFile out(file);
        if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit())
            return tr("Could not write %1: %2").arg(QDir::toNativeSeparators(file), out.errorString());
    }
    int leftOut = 0;
    for (bool included : m_preview->included())
        leftOut += !included;
    m_summary = tr("Wrote %n step(s) to %1.", nullptr, m_preview->includedCount()).arg(QDir::toNativeSeparators(file));
    if (leftOut > 0)
        m_summary += u' ' + tr("%n step(s) left out.", nullptr, leftOut);
    return {};
}

void ExportMigrationDialog::accept()
{
    const QString error = exportNow();
    if (m_cancelled)
        return; // the user keeps the dialog to tick or choose another place
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Export Migration"), error);
        return;
    }
    QDialog::accept();
}

} // namespace ssd
