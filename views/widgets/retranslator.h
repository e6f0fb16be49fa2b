#pragma once

// Texts that follow a language switch at run time (View > Language), without a restart.
//
// Each owner (a dock, the main window) keeps one Retranslator and registers small functions that
// set its translated texts; they run once at registration and again whenever the owner receives
// QEvent::LanguageChange (Qt sends it to every widget after a translator is installed or
// removed). The tr() calls stay inside the owner's member functions, so lupdate files them under
// the owner's context:
//
//     m_retranslator->add([label] { label->setText(tr("Rows")); });

#include <QObject>

#include <functional>
#include <vector>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace ssd {

class Retranslator : public QObject
{
    Q_OBJECT

public:
    // Watches `owner` for language changes; owned by it.
    explicit Retranslator(QWidget *owner);

    // Runs `apply` now and after every language change.
    void add(std::function<void()> apply);
    // Runs every registered function (what a language change does).
    void retranslate() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    std::vector<std::function<void()>> m_functions;
};

} // namespace ssd
