#pragma once

// File > Open Database...: which database to read, as a URI (spanner://projects/P/instances/I/
// databases/D) or as its project, instance and database (the two stay in step), and whether it
// is the emulator (its REST endpoint, by default the one SPANNER_EMULATOR_HOST names) or Cloud
// Spanner (credentials from the usual chain, docs/live-databases.md). Databases opened before
// are listed (QSettings, most recent first); picking one fills the fields.

#include "liverunner.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
QT_END_NAMESPACE

namespace ssd {

class OpenDatabaseDialog : public QDialog
{
    Q_OBJECT

public:
    // Starts with `initial` (the design's database) when it has one, else the most recent.
    explicit OpenDatabaseDialog(const LiveTarget &initial, QWidget *parent = nullptr);

    void setUri(const QString &uri);
    void setEmulatorEndpoint(const QString &endpoint); // empty: Cloud Spanner
    // The database the fields name; valid only when error() is empty.
    LiveTarget target() const;
    QString error() const { return m_error; }

    // Recent databases (QSettings key liveDatabases/recent), most recent first, at most 8.
    static QList<LiveTarget> recentDatabases();
    static void addRecentDatabase(const LiveTarget &target);

private:
    void uriEdited();
    void partsEdited();
    void validate();
    void fillFrom(const LiveTarget &target);

    QLineEdit *m_uri;
    QLineEdit *m_project;
    QLineEdit *m_instance;
    QLineEdit *m_database;
    QCheckBox *m_emulator;
    QLineEdit *m_endpoint;
    QLabel *m_problem;
    QListWidget *m_recent;
    QDialogButtonBox *m_buttons;
    QString m_error;
    bool m_syncing = false;
};

} // namespace ssd
