#include "knownfailures.h"

#include <QFile>
#include <QStringList>

namespace ssd::conformance {

bool KnownFailures::load(const QString &path, const QStringList &checks, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    int lineNumber = 0;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(u'\n')) {
        ++lineNumber;
        if (line.trimmed().isEmpty() || line.trimmed().startsWith(u'#'))
            continue;
        const QStringList fields = line.split(u'\t');
        if (fields.size() != 3 || fields[2].trimmed().isEmpty() || !checks.contains(fields[1])) {
            *error = QStringLiteral("%1:%2: expected FILE<TAB>CHECK<TAB>REASON with CHECK one of %3")
                         .arg(path).arg(lineNumber).arg(checks.join(u", "));
            return false;
        }
        if (m_reasons.contains(key(fields[0], fields[1]))) {
            *error = QStringLiteral("%1:%2: %3 listed twice for %4").arg(path).arg(lineNumber).arg(fields[0], fields[1]);
            return false;
        }
        m_reasons.insert(key(fields[0], fields[1]), fields[2].trimmed());
    }
    return true;
}

bool KnownFailures::contains(const QString &file, const QString &check) const
{
    return m_reasons.contains(key(file, check));
}

QString KnownFailures::reason(const QString &file, const QString &check) const
{
    return m_reasons.value(key(file, check));
}

QStringList KnownFailures::unjudged(const QString &check, const QSet<QString> &judgedFiles) const
{
    QStringList out;
    for (auto it = m_reasons.cbegin(); it != m_reasons.cend(); ++it) {
        const QString file = it.key().section(u'\t', 1);
        if (it.key().section(u'\t', 0, 0) == check && !judgedFiles.contains(check + u'\t' + file))
            out.append(file);
    }
    out.sort();
    return out;
}

} // namespace ssd::conformance
