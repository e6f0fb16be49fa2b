#include "ddlexport.h"

#include "ddl.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>
#include <QSet>

namespace ssd {

namespace {

// A schema with only the given tables and indexes, in the same dialect and id order, so that the
// writer prints their statements exactly as in the whole schema.
Schema subSchema(const Schema &schema, std::vector<Table> tables, std::vector<Index> indexes)
{
    Schema part;
    part.dialect = schema.dialect;
    part.tables = std::move(tables);
    part.indexes = std::move(indexes);
    part.lastId = schema.lastId;
    return part;
}

} // namespace

QString tableFileName(const QString &tableName)
{
    QString name = tableName;
    for (QChar &c : name)
        if (!(c.isLetterOrNumber() || c == u'_' || c == u'.' || c == u'-'))
            c = u'_';
    if (name.isEmpty() || name.startsWith(u'.'))
        name.prepend(u'_');
    return name + QStringLiteral(".sql");
}

DdlExport exportDdlFiles(const Schema &schema, Dialect target, DdlExportLayout layout, const QString &oneFileName)
{
    DdlExport result;
    Schema converted;
    const Schema *source = &schema;
    if (schema.dialect != target) {
        ConversionResult conversion = convertSchema(schema, target);
        converted = std::move(conversion.schema);
        result.conversionNotes = std::move(conversion.diagnostics);
        source = &converted;
    }
    if (layout == DdlExportLayout::OneFile) {
        result.files.push_back({oneFileName, writeDdl(*source)});
        return result;
    }

    // One file per table with its indexes; names that collide (case-insensitive file systems)
    // get a number.
    QSet<QString> used{QString::fromLatin1(kOtherObjectsFileName).toLower()};
    QSet<QString> exportedTables;
    for (const Table &table : source->tables) {
        std::vector<Index> indexes;
        for (const Index &index : source->indexes)
            if (index.table == table.name)
                indexes.push_back(index);
        QString fileName = tableFileName(table.name);
        for (int n = 2; used.contains(fileName.toLower()); ++n)
            fileName = tableFileName(table.name).chopped(4) + QStringLiteral("_%1.sql").arg(n);
        used.insert(fileName.toLower());
        exportedTables.insert(table.name);
        result.files.push_back({fileName, writeDdl(subSchema(*source, {table}, std::move(indexes)))});
    }
    Schema rest = *source;
    rest.tables.clear();
    std::erase_if(rest.indexes, [&exportedTables](const Index &index) { return exportedTables.contains(index.table); });
    const QString restText = writeDdl(rest);
    if (!restText.trimmed().isEmpty())
        result.files.push_back({QString::fromLatin1(kOtherObjectsFileName), restText});
    return result;
}

QString writeDdlExport(const DdlExport &ddlExport, const QString &folder)
{
    QDir dir(folder);
    if (!dir.exists() && !QDir().mkpath(folder))
        return QCoreApplication::translate("DdlExport", "Cannot create the folder %1.").arg(QDir::toNativeSeparators(folder));
    for (const DdlExportFile &file : ddlExport.files) {
        const QString path = dir.filePath(file.fileName);
        QSaveFile out(path);
        const QByteArray data = file.text.toUtf8();
        if (!out.open(QIODevice::WriteOnly) || out.write(data) != data.size() || !out.commit())
            return QCoreApplication::translate("DdlExport", "Cannot write %1: %2").arg(QDir::toNativeSeparators(path), out.errorString());
    }
    return {};
}

} // namespace ssd
