#pragma once

// Which threads did a piece of work? A translator that notes the threads asking for one source
// text that the work translates as it runs (the checklist's explanations, the conversion's
// warnings), so a test can tell that a view computed something off the GUI thread.

#include <QMutex>
#include <QSet>
#include <QThread>
#include <QTranslator>

namespace ssd::test {

class TranslationThreads : public QTranslator
{
public:
    explicit TranslationThreads(const char *source) : m_source(source) {}

    QString translate(const char *, const char *source, const char *, int) const override
    {
        if (qstrcmp(source, m_source) == 0) {
            QMutexLocker lock(&m_mutex);
            m_threads.insert(QThread::currentThread());
        }
        return {};
    }
    bool isEmpty() const override { return false; }
    QSet<QThread *> threads() const
    {
        QMutexLocker lock(&m_mutex);
        return m_threads;
    }

private:
    const char *m_source;
    mutable QMutex m_mutex;
    mutable QSet<QThread *> m_threads;
};

} // namespace ssd::test
