#include "opendatabasedialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace ssd {

namespace {

constexpr int kMaxRecent = 8;
const QString kRecentKey = QStringLiteral("liveDatabases/recent");

// The database a URI names; an empty name when it names none.
spanner::DatabaseName databaseOf(const QString &uri)
{
    const spanner::SpannerResult<spanner::DatabaseName> name = spanner::parseDatabaseUri(uri.trimmed());
    return name ? name.value() : spanner::DatabaseName{};
}

} // namespace

OpenDatabaseDialog::OpenDatabaseDialog(const LiveTarget &initial, QWidget *parent)
    : QDialog(parent)
    , m_uri(new QLineEdit(this))
    , m_project(new QLineEdit(this))
    , m_instance(new QLineEdit(this))
    , m_database(new QLineEdit(this))
    , m_emulator(new QCheckBox(tr("The Spanner emulator (no credentials)"), this))
    , m_endpoint(new QLineEdit(this))
    , m_problem(new QLabel(this))
    , m_recent(new QListWidget(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("openDatabaseDialog"));
    setWindowTitle(tr("Open Database"));
    m_uri->setObjectName(QStringLiteral("uri"));
    m_project->setObjectName(QStringLiteral("project"));
    m_instance->setObjectName(QStringLiteral("instance"));
    m_database->setObjectName(QStringLiteral("database"));
    m_emulator->setObjectName(QStringLiteral("emulator"));
    m_endpoint->setObjectName(QStringLiteral("endpoint"));
    m_recent->setObjectName(QStringLiteral("recentDatabases"));
    m_uri->setPlaceholderText(QStringLiteral("spanner://projects/P/instances/I/databases/D"));
    m_uri->setMinimumWidth(460);
    m_endpoint->setPlaceholderText(QStringLiteral("http://localhost:9020"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));

    auto *form = new QFormLayout;
    form->addRow(tr("Database &URI:"), m_uri);
    form->addRow(tr("&Project:"), m_project);
    form->addRow(tr("&Instance:"), m_instance);
    form->addRow(tr("&Database:"), m_database);

    auto *where = new QGroupBox(tr("Where"), this);
    auto *whereForm = new QFormLayout(where);
    whereForm->addRow(m_emulator);
    whereForm->addRow(tr("Emulator &endpoint (REST):"), m_endpoint);
    auto *cloud = new QLabel(tr("Without the emulator: Cloud Spanner, with credentials from --access-token-command, "
                                "SPANNER_ACCESS_TOKEN, Application Default Credentials or gcloud. "
                                "Credentials are never stored in the design."),
                             where);
    cloud->setWordWrap(true);
    whereForm->addRow(cloud);

    auto *recentBox = new QGroupBox(tr("Recent databases"), this);
    auto *recentLayout = new QVBoxLayout(recentBox);
    recentLayout->addWidget(m_recent);
    m_recent->setMaximumHeight(120);
    for (const LiveTarget &recent : recentDatabases()) {
        auto *item = new QListWidgetItem(recent.displayName(), m_recent);
        item->setData(Qt::UserRole, recent.database.uri());
        item->setData(Qt::UserRole + 1, recent.emulatorEndpoint);
    }
    recentBox->setVisible(m_recent->count() > 0);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(where);
    layout->addWidget(recentBox);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_uri, &QLineEdit::textEdited, this, &OpenDatabaseDialog::uriEdited);
    for (QLineEdit *part : {m_project, m_instance, m_database})
        connect(part, &QLineEdit::textEdited, this, &OpenDatabaseDialog::partsEdited);
    connect(m_endpoint, &QLineEdit::textChanged, this, &OpenDatabaseDialog::validate);
    connect(m_emulator, &QCheckBox::toggled, this, [this](bool on) {
        m_endpoint->setEnabled(on);
        validate();
    });
    connect(m_recent, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item)
            fillFrom(LiveTarget{databaseOf(item->data(Qt::UserRole).toString()), item->data(Qt::UserRole + 1).toString()});
    });
    connect(m_recent, &QListWidget::itemDoubleClicked, this, [this] {
        if (m_error.isEmpty())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    if (!initial.database.database.isEmpty()) {
        fillFrom(initial);
    } else if (const QList<LiveTarget> recent = recentDatabases(); !recent.isEmpty()) {
        fillFrom(recent.front());
    } else {
        const QString fromEnvironment = emulatorEndpointFromEnvironment();
        setEmulatorEndpoint(fromEnvironment);
        validate();
    }
}

void OpenDatabaseDialog::fillFrom(const LiveTarget &target)
{
    setUri(target.database.uri());
    // A database opened from Cloud Spanner stays there even when an emulator is configured.
    setEmulatorEndpoint(target.emulatorEndpoint);
}

void OpenDatabaseDialog::setUri(const QString &uri)
{
    m_uri->setText(uri);
    uriEdited();
}

void OpenDatabaseDialog::setEmulatorEndpoint(const QString &endpoint)
{
    m_emulator->setChecked(!endpoint.isEmpty());
    m_endpoint->setEnabled(!endpoint.isEmpty());
    // When empty, offer what the environment names (or the emulator's default) for a later tick.
    const QString fromEnvironment = emulatorEndpointFromEnvironment();
    m_endpoint->setText(!endpoint.isEmpty() ? endpoint
                        : !fromEnvironment.isEmpty() ? fromEnvironment
                                                     : QStringLiteral("http://localhost:9020"));
    validate();
}

void OpenDatabaseDialog::uriEdited()
{
    if (m_syncing)
        return;
    m_syncing = true;
    const spanner::SpannerResult<spanner::DatabaseName> name = spanner::parseDatabaseUri(m_uri->text().trimmed());
    if (name) {
        m_project->setText(name->project);
        m_instance->setText(name->instance);
        m_database->setText(name->database);
    }
    m_syncing = false;
    validate();
}

void OpenDatabaseDialog::partsEdited()
{
    if (m_syncing)
        return;
    m_syncing = true;
    const spanner::DatabaseName name{m_project->text().trimmed(), m_instance->text().trimmed(),
                                     m_database->text().trimmed()};
    m_uri->setText(name.uri());
    m_syncing = false;
    validate();
}

LiveTarget OpenDatabaseDialog::target() const
{
    LiveTarget target;
    target.database = databaseOf(m_uri->text());
    if (m_emulator->isChecked())
        target.emulatorEndpoint = m_endpoint->text().trimmed();
    return target;
}

void OpenDatabaseDialog::validate()
{
    m_error.clear();
    const spanner::SpannerResult<spanner::DatabaseName> name = spanner::parseDatabaseUri(m_uri->text().trimmed());
    if (!name) {
        m_error = m_uri->text().trimmed().isEmpty() ? tr("Enter a database URI, or its project, instance and database.")
                                                    : name.error().message;
    } else if (m_emulator->isChecked()) {
        const spanner::SpannerResult<spanner::Endpoint> endpoint =
            spanner::resolveEndpoint(m_endpoint->text().trimmed(), QProcessEnvironment());
        if (!endpoint)
            m_error = endpoint.error().message;
    }
    m_problem->setText(m_error);
    m_problem->setVisible(!m_error.isEmpty());
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(m_error.isEmpty());
}

QList<LiveTarget> OpenDatabaseDialog::recentDatabases()
{
    QList<LiveTarget> targets;
    const QVariantList stored = QSettings().value(kRecentKey).toList();
    for (const QVariant &entry : stored) {
        const QVariantMap map = entry.toMap();
        const spanner::SpannerResult<spanner::DatabaseName> name =
            spanner::parseDatabaseUri(map.value(QStringLiteral("uri")).toString());
        if (name)
            targets.append(LiveTarget{name.value(), map.value(QStringLiteral("endpoint")).toString()});
    }
    return targets;
}

void OpenDatabaseDialog::addRecentDatabase(const LiveTarget &target)
{
    QList<LiveTarget> targets = recentDatabases();
    targets.removeIf([&target](const LiveTarget &t) {
        return t.database == target.database && t.emulatorEndpoint == target.emulatorEndpoint;
    });
    targets.prepend(target);
    QVariantList stored;
    for (qsizetype i = 0; i < targets.size() && i < kMaxRecent; ++i)
        stored.append(QVariantMap{{QStringLiteral("uri"), targets[i].database.uri()},
                                  {QStringLiteral("endpoint"), targets[i].emulatorEndpoint}});
    QSettings().setValue(kRecentKey, stored);
}

} // namespace ssd
