#pragma once

// What the designer file tests share: a rich project, file helpers, a watcher that answers modal
// dialogs, and the fixture (the real MainWindow with private settings and recovery folders).

#include "actionhandler.h"
#include "autosave.h"
#include "checklistdock.h"
#include "commands.h"
#include "ddl.h"
#include "ddldock.h"
#include "ddleditor.h"
#include "document.h"
#include "edits/schemaedits.h"
#include "filecontroller.h"
#include "mainwindow.h"
#include "physicallayoutdock.h"
#include "physicalviews.h"
#include "projectfile.h"
#include "recoverystore.h"

#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <functional>
#include <memory>
#include <vector>

namespace ssd::filetest {


inline const QString kDdl = QStringLiteral(
    "CREATE TABLE Singers (SingerId INT64 NOT NULL, Name STRING(MAX)) PRIMARY KEY (SingerId);\n"
    "CREATE TABLE Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL, Title STRING(100))\n"
    "  PRIMARY KEY (SingerId, AlbumId), INTERLEAVE IN PARENT Singers ON DELETE CASCADE;\n");

// A project with everything the designer does not show: it must come back unchanged.
inline ProjectData richProject()
{
    ParseResult parsed = parseDdl(kDdl);
    ProjectData data;
    data.schema = parsed.schema;
    qreal x = 40;
    for (const Table &t : data.schema.tables) {
        data.positions.insert(t.id, QPointF(x, 77.5));
        x += 420;
    }
    data.settings.plannedNodes = 9;
    data.settings.multiTenant = true;
    data.settings.keyGeneration.insert(QStringLiteral("Singers.SingerId"), KeyGeneration::BitReversed);
    SampleOptions options;
    options.rowsPerTable = 4;
    data.sampleData = generateSampleRows(data.schema, options);
    data.notes = QStringLiteral("Lesson notes: keep the singers' ids spread.");
    data.objectNotes.insert(data.schema.tables.front().id, QStringLiteral("the parent table"));
    return data;
}

inline QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

inline EditResult addTable(Document *document, const QString &name)
{
    return pushSchemaEdit(document, QStringLiteral("Add %1").arg(name),
                          [&name](Schema &s, ObjectId &created) { return edits::addTable(s, name, created); });
}

inline bool hasTable(const Schema &schema, const QString &name)
{
    for (const Table &t : schema.tables)
        if (t.name == name)
            return true;
    return false;
}

// SSD_DESIGNER_SHOTS=dir keeps a picture of each dialog the tests answer (for looking at).
inline void keepShot(QWidget *dialog, const QString &name)
{
    const QString dir = qEnvironmentVariable("SSD_DESIGNER_SHOTS");
    if (!dir.isEmpty() && QDir().mkpath(dir))
        dialog->grab().save(dir + u'/' + name + QStringLiteral(".png"));
}

// Answers the next modal dialog with the button `pick` chooses, and keeps a QMessageBox's
// texts. Polls, because the dialog only exists once exec() runs.
struct BoxWatcher
{
    QString text;
    QString informative;
    bool seen = false;
    // The polling timers capture `this`: a watcher whose dialog never came must stop them when
    // it goes out of scope, or they fire in a later test function on a dead watcher.
    std::vector<QPointer<QTimer>> timers;

    BoxWatcher() = default;
    BoxWatcher(const BoxWatcher &) = delete;
    BoxWatcher &operator=(const BoxWatcher &) = delete;
    ~BoxWatcher()
    {
        for (const QPointer<QTimer> &timer : timers)
            delete timer.data();
    }

    // `pick` may also answer the dialog itself (a file dialog) and return nullptr; a dialog still
    // open after that is rejected. `wanted` skips other dialogs (another watcher's).
    void answerDialog(const std::function<QAbstractButton *(QDialog *)> &pick,
                      const std::function<bool(QDialog *)> &wanted = {})
    {
        // Owned by the application, so that a watcher whose dialog never came is freed too (LSan).
        auto *timer = new QTimer(QCoreApplication::instance());
        timer->setInterval(20);
        timers.emplace_back(timer);
        QObject::connect(timer, &QTimer::timeout, timer, [this, timer, pick, wanted] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (!dialog || (wanted && !wanted(dialog)))
                return;
            timer->stop(); // deleteLater waits for an outer event loop, which a test may not run
            seen = true;
            if (auto *box = qobject_cast<QMessageBox *>(dialog)) {
                text = box->text();
                informative = box->informativeText();
            }
            keepShot(dialog, QString::fromLatin1(QTest::currentTestFunction()) + u'-'
                                 + QString::fromLatin1(dialog->metaObject()->className()).section(u':', -1));
            QAbstractButton *button = pick(dialog);
            if (button)
                button->click();
            else if (dialog->isVisible())
                dialog->reject();
            timer->deleteLater();
        });
        timer->start();
    }
    void answer(QMessageBox::StandardButton button)
    {
        answerDialog([button](QDialog *dialog) { return static_cast<QMessageBox *>(dialog)->button(button); },
                     [](QDialog *dialog) { return qobject_cast<QMessageBox *>(dialog) != nullptr; });
    }
};


// The real window on a private temporary folder; the test classes call these from their
// initTestCase / init / cleanup slots.
class WindowFixture
{
protected:
    static void useScratchSettings(const char *applicationName)
    {
        // A private settings and recovery folder: never the user's recent files or recovery files.
        static QTemporaryDir home;
        QVERIFY(home.isValid());
        qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toUtf8());
        qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toUtf8());
        qputenv("SSD_AUTOSAVE_INTERVAL_MS", "0"); // the tests write when they want to
        QCoreApplication::setOrganizationName(QStringLiteral("SpannerSchemaDesignerTest"));
        QCoreApplication::setApplicationName(QString::fromLatin1(applicationName));
    }
    void openWindow()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_window = std::make_unique<MainWindow>();
        m_window->show();
    }
    void closeWindow()
    {
        if (m_window) {
            m_window->files()->endSession();
            m_window.reset();
        }
        QDir(RecoveryStore::defaultDirectory()).removeRecursively();
    }
    QString path(const QString &name) const { return m_dir->filePath(name); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace ssd::filetest
