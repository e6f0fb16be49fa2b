#include "physicalviews.h"

#include "ddl.h"
#include "document.h"
#include "physicallayoutdock.h"
#include "physicallayoutview.h"
#include "retranslator.h"
#include "splitsimulatordock.h"

#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace ssd {

PhysicalViews::PhysicalViews(Document *document, QMainWindow *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_layoutDock(new PhysicalLayoutDock(document, window))
    , m_simulatorDock(new SplitSimulatorDock(document, window))
    , m_lessonDock(new QDockWidget(window))
    , m_lessonText(new QTextBrowser)
    , m_presetButtons(new QVBoxLayout)
{
    m_lessonDock->setObjectName(QStringLiteral("lessonDock"));
    m_lessonText->setObjectName(QStringLiteral("lessonText"));
    m_lessonText->setOpenExternalLinks(true);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_lessonText, 1);
    auto *simulateLabel = new QLabel;
    layout->addWidget(simulateLabel);
    layout->addLayout(m_presetButtons);
    m_lessonDock->setWidget(content);
    if (window) {
        window->addDockWidget(Qt::LeftDockWidgetArea, m_layoutDock);
        window->addDockWidget(Qt::BottomDockWidgetArea, m_simulatorDock);
        window->addDockWidget(Qt::RightDockWidgetArea, m_lessonDock);
        m_lessonDock->hide();
    }
    (new Retranslator(m_lessonDock))->add([this, simulateLabel] {
        simulateLabel->setText(tr("Simulate:"));
        retranslateLessons();
    });
}

// The lesson texts come from Lessons::all() in the current language: the menu entries and the
// open lesson's title, text and preset buttons are fetched again after a language switch.
void PhysicalViews::retranslateLessons()
{
    if (m_helpMenu)
        m_helpMenu->setTitle(tr("&Help"));
    if (m_lessonsMenu) {
        m_lessonsMenu->setTitle(tr("&Lessons"));
        for (const Lesson &lesson : Lessons::all())
            if (QAction *action = m_lessonsMenu->findChild<QAction *>(QStringLiteral("lesson-") + lesson.id))
                action->setText(lesson.title);
    }
    if (m_lesson.id.isEmpty()) {
        m_lessonDock->setWindowTitle(tr("Lesson"));
        return;
    }
    if (const std::optional<Lesson> lesson = Lessons::find(m_lesson.id)) {
        m_lesson.title = lesson->title;
        m_lesson.text = lesson->text;
        for (size_t i = 0; i < m_lesson.presets.size() && i < lesson->presets.size(); ++i)
            m_lesson.presets[i].label = lesson->presets[i].label;
        for (size_t i = 0; i < m_lesson.queryPresets.size() && i < lesson->queryPresets.size(); ++i)
            m_lesson.queryPresets[i].label = lesson->queryPresets[i].label;
    }
    m_lessonDock->setWindowTitle(tr("Lesson: %1").arg(m_lesson.title));
    m_lessonText->setHtml(m_lesson.text);
    // The simulation presets' buttons, then the queries'.
    const int simulations = int(m_lesson.presets.size());
    for (int i = 0; i < m_presetButtons->count(); ++i) {
        auto *button = qobject_cast<QPushButton *>(m_presetButtons->itemAt(i)->widget());
        if (button && i < simulations)
            button->setText(m_lesson.presets[size_t(i)].label);
        else if (button && size_t(i - simulations) < m_lesson.queryPresets.size())
            button->setText(m_lesson.queryPresets[size_t(i - simulations)].label);
    }
}

void PhysicalViews::addViewActions(QMenu *menu) const
{
    menu->addSeparator();
    for (QDockWidget *dock : {static_cast<QDockWidget *>(m_layoutDock), static_cast<QDockWidget *>(m_simulatorDock), m_lessonDock})
        menu->addAction(dock->toggleViewAction());
}

QMenu *PhysicalViews::addLessonsMenu(QMenuBar *bar)
{
    // Reuse a Help menu someone else created (matched by object name or title).
    QMenu *help = nullptr;
    for (QAction *action : bar->actions())
        if (QMenu *menu = action->menu(); menu && (menu->objectName() == u"helpMenu" || menu->title().remove(u'&') == tr("Help")))
            help = menu;
    if (!help) {
        help = bar->addMenu(tr("&Help"));
        help->setObjectName(QStringLiteral("helpMenu"));
        m_helpMenu = help; // ours: retranslated with the lessons
    }
    QMenu *lessons = m_lessonsMenu = help->addMenu(tr("&Lessons"));
    lessons->setObjectName(QStringLiteral("lessonsMenu"));
    for (const Lesson &lesson : Lessons::all()) {
        QAction *action = lessons->addAction(lesson.title);
        action->setObjectName(QStringLiteral("lesson-") + lesson.id);
        const QString id = lesson.id;
        connect(action, &QAction::triggered, this, [this, id] { openLesson(id); });
    }
    return lessons;
}

bool PhysicalViews::openDirectly(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QString text = QString::fromUtf8(file.readAll());
    ParseResult result = parseDdl(text);
    m_document->setFileName({});
    m_document->reset(std::move(result.schema), {}, text);
    return true;
}

bool PhysicalViews::openLesson(const QString &id)
{
    const std::optional<Lesson> lesson = Lessons::find(id);
    if (!lesson)
        return false;
    if (!(m_open ? m_open(lesson->resource) : openDirectly(lesson->resource)))
        return false;
    m_lesson = *lesson;
    m_layoutDock->setRowsPerTable(m_lesson.rowsPerTable);
    m_layoutDock->setSplitCount(m_lesson.splits);
    m_layoutDock->refreshNow(); // the comparison choices follow the new schema
    m_layoutDock->setComparisonTable(m_lesson.compareTable);
    m_layoutDock->refreshNow();

    m_lessonDock->setWindowTitle(tr("Lesson: %1").arg(m_lesson.title));
    m_lessonText->setHtml(m_lesson.text);
    while (QLayoutItem *item = m_presetButtons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (int i = 0; i < int(m_lesson.presets.size()); ++i) {
        auto *button = new QPushButton(m_lesson.presets[size_t(i)].label);
        button->setObjectName(QStringLiteral("lessonPreset%1").arg(i));
        connect(button, &QPushButton::clicked, this, [this, i] {
            applyPreset(i);
            m_simulatorDock->play();
        });
        m_presetButtons->addWidget(button);
    }
    // A lesson about queries puts them in the Queries dock (like a project's, no undo step) and
    // shows the first one's read path.
    if (!m_lesson.queries.isEmpty())
        m_document->setQueriesText(m_lesson.queries);
    for (int i = 0; i < int(m_lesson.queryPresets.size()); ++i) {
        const QueryPreset &preset = m_lesson.queryPresets[size_t(i)];
        auto *button = new QPushButton(preset.label);
        button->setObjectName(QStringLiteral("lessonQuery%1").arg(i));
        connect(button, &QPushButton::clicked, this, [this, name = preset.query] { m_layoutDock->setCurrentQuery(name); });
        m_presetButtons->addWidget(button);
    }
    if (!m_lesson.queryPresets.empty()) {
        m_layoutDock->setCurrentQuery(m_lesson.queryPresets.front().query);
        m_layoutDock->refreshNow();
    }
    m_lessonDock->show();
    m_lessonDock->raise();
    m_layoutDock->show();
    m_layoutDock->raise(); // it may share a tab with another dock
    m_simulatorDock->show();
    makeRoomForLayout();
    applyPreset(0);
    Q_EMIT statusMessage(tr("Lesson \"%1\" opened.").arg(m_lesson.title));
    return true;
}

void PhysicalViews::makeRoomForLayout()
{
    if (!m_window)
        return;
    // A lesson is about the layout strip: when it shares a tab or a column with other docks it
    // gets a full-height column of its own left of the diagram (the user can move it back).
    if (!m_layoutDock->isFloating()
        && (!m_window->tabifiedDockWidgets(m_layoutDock).isEmpty() || m_window->dockWidgetArea(m_layoutDock) != Qt::LeftDockWidgetArea)) {
        m_window->addDockWidget(Qt::LeftDockWidgetArea, m_layoutDock, Qt::Vertical);
        m_layoutDock->show();
    }
    // Wide enough for the strip and its "not interleaved" comparison, never more than the
    // window can spare for the diagram; the simulator gets room for the heatmap and chart.
    const int strips = m_layoutDock->layoutView()->sizeHint().width()
                       + (m_layoutDock->comparisonTable().isEmpty() ? 0 : m_layoutDock->comparisonView()->sizeHint().width());
    const int width = std::min(strips + 60, m_window->width() * 42 / 100);
    if (!m_layoutDock->isFloating())
        m_window->resizeDocks({m_layoutDock}, {width}, Qt::Horizontal);
    const int height = m_window->height() * 34 / 100;
    if (!m_simulatorDock->isFloating() && height > m_simulatorDock->height())
        m_window->resizeDocks({m_simulatorDock}, {height}, Qt::Vertical);
}

void PhysicalViews::applyPreset(int index)
{
    if (index < 0 || index >= int(m_lesson.presets.size()))
        return;
    m_simulatorDock->setSettings(m_lesson.presets[size_t(index)].settings);
    m_simulatorDock->raise();
}

} // namespace ssd
