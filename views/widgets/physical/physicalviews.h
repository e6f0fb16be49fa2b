#pragma once

// The designer's physical views in one place: the physical layout dock, the split simulator
// dock and the lesson dock, plus the Help > Lessons menu. The main window creates one, adds its
// view actions and menu, and connects the selection; opening a lesson goes through an open
// function the window provides (its file controller, so unsaved changes are asked about first).

#include "lessons.h"

#include <QObject>

#include <functional>

QT_BEGIN_NAMESPACE
class QDockWidget;
class QMainWindow;
class QMenu;
class QMenuBar;
class QPushButton;
class QTextBrowser;
class QVBoxLayout;
QT_END_NAMESPACE

namespace ssd {

class Document;
class PhysicalLayoutDock;
class SplitSimulatorDock;

class PhysicalViews : public QObject
{
    Q_OBJECT

public:
    // Creates the docks; with a window they are added to it (layout left, simulator bottom,
    // lesson right, the lesson dock hidden until a lesson opens).
    PhysicalViews(Document *document, QMainWindow *window);

    PhysicalLayoutDock *layoutDock() const { return m_layoutDock; }
    SplitSimulatorDock *simulatorDock() const { return m_simulatorDock; }
    QDockWidget *lessonDock() const { return m_lessonDock; }

    // Reads a DDL file or resource into the document; false when it could not (or the user
    // cancelled). Without one, lessons replace the document directly (no undo, like File > Open).
    using OpenFunction = std::function<bool(const QString &path)>;
    void setOpenFunction(OpenFunction function) { m_open = std::move(function); }

    void addViewActions(QMenu *menu) const;
    // Adds Lessons to the menu bar's Help menu (created when there is none).
    QMenu *addLessonsMenu(QMenuBar *bar);

    // Loads the lesson's schema, its layout settings and its first simulation preset.
    bool openLesson(const QString &id);
    QString currentLesson() const { return m_lesson.id; }
    // Gives the layout dock a full-height column of its own, wide enough for its strips (what a
    // lesson does when it opens).
    void makeRoomForLayout();
    void applyPreset(int index);

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    bool openDirectly(const QString &path);
    void retranslateLessons();

    Document *m_document;
    QMainWindow *m_window;
    PhysicalLayoutDock *m_layoutDock;
    SplitSimulatorDock *m_simulatorDock;
    QDockWidget *m_lessonDock;
    QTextBrowser *m_lessonText;
    QVBoxLayout *m_presetButtons;
    QMenu *m_helpMenu = nullptr;
    QMenu *m_lessonsMenu = nullptr;
    OpenFunction m_open;
    Lesson m_lesson;
};

} // namespace ssd
