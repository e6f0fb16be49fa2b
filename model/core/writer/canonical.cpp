#include "canonical.h"

namespace ssd {

namespace {

void clearExplicitOrder(std::vector<KeyPart> &parts)
{
    for (KeyPart &k : parts)
        k.orderExplicit = false;
}

} // namespace

void spellNullFilteredAsWhere(Index &index)
{
    if (!index.nullFiltered)
        return;
    QStringList filtered;
    for (const KeyPart &k : index.keys)
        filtered.push_back(k.column);
    for (const QString &c : std::as_const(index.whereNotNull))
        if (!filtered.contains(c))
            filtered.push_back(c);
    index.whereNotNull = filtered;
    index.nullFiltered = false;
}

void moveLocalityGroupToOptions(QString &localityGroup, Options &options)
{
    if (localityGroup.isEmpty())
        return;
    if (!findOption(options, u"locality_group")) // an option already there is what GoogleSQL says
        options.push_back({QStringLiteral("locality_group"), u'\'' + localityGroup + u'\''});
    localityGroup.clear();
}

Schema canonicalized(const Schema &schema)
{
    Schema out = schema;
    const bool pg = out.dialect == Dialect::PostgreSql;
    for (Table &t : out.tables) {
        clearExplicitOrder(t.primaryKey);
        for (Column &c : t.columns) {
            if (c.autoIncrement) {
                if (!c.identity)
                    c.identity = SequenceOptions{};
                c.autoIncrement = false;
            }
            if (pg && t.hasPrimaryKey && t.isKeyColumn(c.name))
                c.notNull = true;
        }
        if (t.interleave) {
            if (t.interleave->kind == Interleave::Kind::InParent)
                t.interleave->onDeleteExplicit = pg ? t.interleave->onDelete == OnDelete::Cascade : true;
            else
                t.interleave->onDeleteExplicit = false;
        }
        for (ForeignKey &fk : t.foreignKeys) {
            fk.onDeleteExplicit = pg ? fk.onDelete == OnDelete::Cascade
                                     : (fk.onDeleteExplicit || fk.onDelete == OnDelete::Cascade);
            fk.enforcedExplicit = false;
        }
        if (!pg)
            moveLocalityGroupToOptions(t.localityGroup, t.options);
    }
    for (Index &i : out.indexes) {
        clearExplicitOrder(i.keys);
        clearExplicitOrder(i.orderBy);
        if (pg)
            spellNullFilteredAsWhere(i);
        if (!pg)
            moveLocalityGroupToOptions(i.localityGroup, i.options);
    }
    return out;
}

} // namespace ssd
