#include "migrationfolder.h"

#include <QDir>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <vector>

namespace ssd {

namespace {

// Numbers longer than this would not fit a qint64; such a file is not one of ours to continue.
constexpr int kMaxDigits = 18;

struct Recognised
{
    MigrationNaming naming;
    QString digits; // the version's first (or only) number as written, "000012"
    QString version; // the whole version as written ("1.1", "2_3", "000012")
    bool down = false; // golang-migrate's .down.sql
};

// The tools' own patterns: golang-migrate's "{version}_{title}.up|down.{ext}" (the title may be
// empty), Flyway's "V{version}__{description}.sql" with a dotted or underscored version.
std::optional<Recognised> recognise(const QString &fileName)
{
    static const QRegularExpression wrench(QStringLiteral("^([0-9]+)\\.sql$"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression golang(QStringLiteral("^([0-9]+)_.*\\.(up|down)\\.sql$"),
                                           QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression flyway(QStringLiteral("^V(([0-9]+)(?:[._][0-9]+)*)__.*\\.sql$"));
    const std::array<std::pair<const QRegularExpression *, MigrationNaming>, 3> patterns{{
        {&wrench, MigrationNaming::Wrench},
        {&golang, MigrationNaming::GolangMigrate},
        {&flyway, MigrationNaming::Flyway},
    }};
    for (const auto &[pattern, naming] : patterns) {
        const QRegularExpressionMatch match = pattern->match(fileName);
        // Flyway's first group is the whole dotted version, its second the first number.
        const int first = naming == MigrationNaming::Flyway ? 2 : 1;
        if (match.hasMatch() && match.capturedLength(first) <= kMaxDigits)
            return Recognised{naming, match.captured(first), match.captured(1),
                              naming == MigrationNaming::GolangMigrate && match.captured(2).compare(u"down", Qt::CaseInsensitive) == 0};
    }
    return std::nullopt;
}

// "1.1" / "2_3" -> {1, 1} / {2, 3}: Flyway compares versions part by part.
std::vector<qint64> versionParts(const QString &version)
{
    std::vector<qint64> parts;
    static const QRegularExpression separator(QStringLiteral("[._]"));
    for (const QString &part : version.split(separator))
        parts.push_back(part.toLongLong());
    return parts;
}

int defaultWidth(MigrationNaming naming) { return naming == MigrationNaming::Flyway ? 0 : 6; }

} // namespace

QString migrationNamingName(MigrationNaming naming)
{
    switch (naming) {
    case MigrationNaming::Wrench:
        return QStringLiteral("wrench");
    case MigrationNaming::GolangMigrate:
        return QStringLiteral("golang-migrate");
    case MigrationNaming::Flyway:
        return QStringLiteral("Flyway");
    }
    return {};
}

QString migrationNamingExample(MigrationNaming naming)
{
    switch (naming) {
    case MigrationNaming::Wrench:
        return QStringLiteral("000001.sql");
    case MigrationNaming::GolangMigrate:
        return QStringLiteral("000001_name.up.sql");
    case MigrationNaming::Flyway:
        return QStringLiteral("V1__name.sql");
    }
    return {};
}

MigrationFolder scanMigrationNames(const QStringList &fileNames)
{
    MigrationFolder folder;
    std::array<int, 3> filesPerNaming{};
    for (const QString &name : fileNames) {
        const std::optional<Recognised> file = recognise(name);
        if (!file)
            continue;
        const qint64 version = file->digits.toLongLong();
        ++folder.migrationFiles;
        ++filesPerNaming[size_t(file->naming)];
        // The latest file decides the naming; at an equal version, the more common naming.
        if (!folder.naming || version > folder.lastVersion
            || (version == folder.lastVersion && filesPerNaming[size_t(file->naming)] > filesPerNaming[size_t(*folder.naming)]))
            folder.naming = file->naming;
        folder.lastVersion = std::max(folder.lastVersion, version);
        // Padded when any number is written with a leading zero; the widest such number counts
        // (0001 ... 0999 then 1000 keeps 4).
        if (file->digits.size() > 1 && file->digits.startsWith(u'0'))
            folder.width = std::max(folder.width, int(file->digits.size()));
    }
    int namingsUsed = 0;
    for (int count : filesPerNaming)
        namingsUsed += count > 0;
    folder.mixed = namingsUsed > 1;
    return folder;
}

MigrationFolder scanMigrationFolder(const QString &folderPath)
{
    return scanMigrationNames(QDir(folderPath).entryList(QDir::Files | QDir::Hidden, QDir::Name));
}

QStringList migrationHistory(const QStringList &fileNames)
{
    std::vector<std::pair<std::vector<qint64>, QString>> history;
    for (const QString &name : fileNames)
        if (const std::optional<Recognised> file = recognise(name); file && !file->down)
            history.emplace_back(versionParts(file->version), name);
    std::sort(history.begin(), history.end());
    QStringList ordered;
    for (const auto &entry : history)
        ordered << entry.second;
    return ordered;
}

QStringList migrationHistoryOfFolder(const QString &folderPath)
{
    const QDir folder(folderPath);
    QStringList paths;
    for (const QString &name : migrationHistory(folder.entryList(QDir::Files | QDir::Hidden, QDir::Name)))
        paths << folder.filePath(name);
    return paths;
}

QString migrationNameSlug(const QString &description)
{
    // Compatibility decomposition splits "í" into "i" and its accent, which is then dropped.
    const QString decomposed = description.normalized(QString::NormalizationForm_KD).toLower();
    QString slug;
    for (const QChar c : decomposed) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
            slug += c;
        else if (c.category() == QChar::Mark_NonSpacing)
            continue;
        else if (!slug.isEmpty() && !slug.endsWith(u'_'))
            slug += u'_';
    }
    while (slug.endsWith(u'_'))
        slug.chop(1);
    return slug;
}

QString nextMigrationFileName(const MigrationFolder &folder, MigrationNaming naming, const QString &description)
{
    const int width = folder.migrationFiles > 0 ? folder.width : defaultWidth(naming);
    const QString number = QStringLiteral("%1").arg(folder.lastVersion + 1, width, 10, QLatin1Char('0'));
    QString name = migrationNameSlug(description);
    if (name.isEmpty())
        name = QStringLiteral("migration");
    switch (naming) {
    case MigrationNaming::Wrench:
        return number + QStringLiteral(".sql");
    case MigrationNaming::GolangMigrate:
        return number + u'_' + name + QStringLiteral(".up.sql");
    case MigrationNaming::Flyway:
        return u'V' + number + QStringLiteral("__") + name + QStringLiteral(".sql");
    }
    return {};
}

} // namespace ssd
