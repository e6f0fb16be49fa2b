#include "schemaedits.h"

#include <QCoreApplication>

namespace ssd::edits {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(SchemaEdits)
};

// The comment member of the object with this id: one walk over every kind that has one.
QString *findComment(Schema &s, ObjectId id)
{
    auto in = [id](auto &objects) -> QString * {
        for (auto &o : objects)
            if (o.id == id)
                return &o.comment;
        return nullptr;
    };
    for (Table &t : s.tables) {
        if (t.id == id)
            return &t.comment;
        if (QString *c = in(t.columns))
            return c;
        if (QString *c = in(t.foreignKeys))
            return c;
        if (QString *c = in(t.checks))
            return c;
    }
    for (QString *c : {in(s.indexes), in(s.sequences), in(s.views), in(s.changeStreams), in(s.schemas), in(s.roles),
                       in(s.grants), in(s.propertyGraphs), in(s.models), in(s.localityGroups), in(s.keptStatements)})
        if (c)
            return c;
    for (FreeComment &f : s.freeComments)
        if (f.id == id)
            return &f.text;
    return nullptr;
}

} // namespace

const QString *commentOf(const Schema &schema, ObjectId object)
{
    return findComment(const_cast<Schema &>(schema), object);
}

QString setComment(Schema &schema, ObjectId object, const QString &comment)
{
    QString *target = findComment(schema, object);
    if (!target)
        return Tr::tr("no object with id %1").arg(object);
    QStringList lines = QString(comment).remove(u'\r').split(u'\n');
    for (QString &line : lines) {
        while (!line.isEmpty() && line.back().isSpace())
            line.chop(1);
    }
    while (!lines.isEmpty() && lines.back().isEmpty())
        lines.removeLast();
    *target = lines.join(u'\n');
    return {};
}

} // namespace ssd::edits
