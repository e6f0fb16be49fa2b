#pragma once

// Driving modal dialogs from GUI tests: the action under test blocks in exec() until the
// handler, run from the event loop, closes the dialog.

#include <QApplication>
#include <QTimer>

#include <functional>

// Runs `handle` on the next modal dialog of type T once it is open.
template<typename T>
void whenModalOpens(const std::function<void(T *)> &handle)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, handle] {
        if (auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            handle(dialog);
        }
    });
    timer->start();
}
