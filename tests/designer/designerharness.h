#pragma once

// The designer's widgets wired the way MainWindow wires them (diagram, DDL and properties docks
// in one window), with mouse and cell helpers: shared by the GUI tests of tests/designer.

#include "ddldock.h"
#include "diagramscene.h"
#include "diagramview.h"
#include "document.h"
#include "propertiesdock.h"
#include "tableitem.h"
#include "../core_edits/testschemas.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QMouseEvent>
#include <QTableWidget>
#include <QWidget>

namespace ssd::designertest {

// The widgets of the designer window, wired the way MainWindow wires them.
struct Harness
{
    Document document;
    DiagramScene scene{&document};
    QWidget window;
    DiagramView *view = new DiagramView(&scene, &window);
    DdlDock *ddl = new DdlDock(&document, &window);
    PropertiesDock *properties = new PropertiesDock(&document, &window);

    Harness()
    {
        auto *layout = new QHBoxLayout(&window);
        layout->addWidget(view, 2);
        layout->addWidget(ddl, 1);
        layout->addWidget(properties, 1);
        window.resize(1400, 800);
        QObject::connect(&scene, &DiagramScene::tableSelectionChanged, properties, [this](const QList<ObjectId> &ids) {
            properties->setTable(ids.size() == 1 ? ids.front() : 0);
            if (ids.size() == 1)
                ddl->revealTable(ids.front());
        });
        window.show();
        view->setTransform(QTransform());
    }

    QPoint viewPoint(const QPointF &scenePos) const { return view->mapFromScene(scenePos); }
    QPointF center(ObjectId id) const { return scene.tableItem(id)->box().center(); }
    QPointF header(ObjectId id) const { return scene.tableItem(id)->box().topLeft() + QPointF(60, 8); }
    // The middle of a column's row, and its key marker at the row's left end.
    QRectF row(ObjectId table, QStringView column) const
    {
        const TableItem *item = scene.tableItem(table);
        return scene.diagramPainter().columnRect(item->box(), item->table().columnIndex(column));
    }
    QPointF keyMarker(ObjectId table, QStringView column) const
    {
        const QRectF r = row(table, column);
        return QPointF(r.left() + 20, r.center().y());
    }

    void send(QEvent::Type type, const QPointF &scenePos, Qt::MouseButtons buttons)
    {
        const QPointF local = viewPoint(scenePos);
        QMouseEvent event(type, local, view->viewport()->mapToGlobal(local), Qt::LeftButton, buttons, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &event);
    }
    void click(const QPointF &scenePos)
    {
        send(QEvent::MouseButtonPress, scenePos, Qt::LeftButton);
        send(QEvent::MouseButtonRelease, scenePos, Qt::NoButton);
    }
    void drag(const QPointF &from, const QPointF &to)
    {
        send(QEvent::MouseButtonPress, from, Qt::LeftButton);
        for (int step = 1; step <= 5; ++step)
            send(QEvent::MouseMove, from + (to - from) * step / 5.0, Qt::LeftButton);
        send(QEvent::MouseButtonRelease, to, Qt::NoButton);
    }
    void settle() { QCoreApplication::processEvents(); }
    // SSD_DESIGNER_SHOTS=dir saves the harness window at interesting points (for looking at).
    void shot(const QString &name)
    {
        const QString dir = qEnvironmentVariable("SSD_DESIGNER_SHOTS");
        if (!dir.isEmpty())
            window.grab().save(dir + u'/' + name + QStringLiteral(".png"));
    }

    QTableWidgetItem *cell(int row, int field) { return properties->columnsTable()->item(row, field); }
    ObjectId table(QStringView name) const { return test::tableId(document.schema(), name); }
};

} // namespace ssd::designertest
