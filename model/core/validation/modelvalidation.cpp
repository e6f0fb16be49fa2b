// CREATE MODEL and ALTER MODEL rules (modelvalidation.h).

#include "validation/modelvalidation.h"

#include "writer/writerutil.h"

#include <QCoreApplication>
#include <QHash>

namespace ssd::validation {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ssd::SchemaValidation)
};

constexpr qsizetype kMaxModelColumns = 1024;
constexpr qsizetype kMaxStructFields = 10;
constexpr int kMaxTypeNesting = 5; // "DDL parser exceeded complex type nesting limit of 5"

QString typeName(const ColumnType &type)
{
    QString out;
    appendTypeName(out, type, Dialect::GoogleSql);
    return out;
}

// The first thing Spanner refuses in `type` (`depth`: the ARRAY and STRUCT types around it).
QString typeProblem(const ColumnType &type, const QString &model, const QString &column, int depth = 0)
{
    const QString where = Text::tr("model %1, column %2").arg(model, column);
    switch (type.kind) {
    case TypeKind::Bool:
    case TypeKind::Int64:
    case TypeKind::Float64:
        return {};
    case TypeKind::String:
    case TypeKind::Bytes:
        return type.isMax() ? QString() : Text::tr("length is not supported in model columns, use MAX (%1)").arg(where);
    case TypeKind::Array:
    case TypeKind::Struct: {
        if (depth + 1 > kMaxTypeNesting)
            return Text::tr("complex types are nested more than %1 deep (%2)").arg(kMaxTypeNesting).arg(where);
        if (type.isArray() && type.arrayElement() && type.arrayElement()->isArray())
            return Text::tr("array of arrays type is not supported (%1)").arg(where);
        if (type.kind == TypeKind::Struct && type.element.empty())
            return Text::tr("empty STRUCT is not allowed (%1)").arg(where);
        if (type.kind == TypeKind::Struct && qsizetype(type.element.size()) > kMaxStructFields)
            return Text::tr("the number of struct fields exceeds the limit of %1 (%2)").arg(kMaxStructFields).arg(where);
        for (const ColumnType &inner : type.element)
            if (QString problem = typeProblem(inner, model, column, depth + 1); !problem.isEmpty())
                return problem;
        return {};
    }
    default:
        return Text::tr("type %1 is not supported in model columns (%2)").arg(typeName(type), where);
    }
}

} // namespace

Verdict validateModelColumns(const ModelDefinition &model)
{
    if (qsizetype(model.inputs.size()) > kMaxModelColumns)
        return Violation{Text::tr("model %1 has too many inputs; the limit is %2").arg(model.name).arg(kMaxModelColumns), {}};
    if (qsizetype(model.outputs.size()) > kMaxModelColumns)
        return Violation{Text::tr("model %1 has too many outputs; the limit is %2").arg(model.name).arg(kMaxModelColumns), {}};
    QHash<QString, const ModelColumn *> seen; // folded name -> the first column of that name
    for (const auto *columns : {&model.inputs, &model.outputs}) {
        for (const ModelColumn &column : *columns) {
            if (const ModelColumn *other = seen.value(column.name.toCaseFolded())) {
                if (other->name == column.name)
                    return Violation{Text::tr("duplicate name in schema: %1.%2").arg(model.name, column.name), column.pos};
                return Violation{Text::tr("schema object names differ only in case: %1.%2, %1.%3").arg(model.name, column.name, other->name),
                                 column.pos};
            }
            seen.insert(column.name.toCaseFolded(), &column);
            if (QString problem = typeProblem(column.type, model.name, column.name); !problem.isEmpty())
                return Violation{problem, column.pos};
        }
    }
    return std::nullopt;
}

Verdict validateModelOptions(const QString &model, const Options &options)
{
    const Option *endpoint = findOption(options, u"endpoint");
    const Option *endpoints = findOption(options, u"endpoints");
    if (!endpoint && !endpoints)
        return Violation{Text::tr("model %1 needs an endpoint or endpoints option").arg(model), {}};
    if (endpoint && endpoints)
        return Violation{Text::tr("model %1 cannot have both the endpoint and the endpoints option").arg(model), {}};
    if (const Option *batch = findOption(options, u"default_batch_size")) {
        bool ok = false;
        const qint64 size = batch->value.toLongLong(&ok);
        if (batch->value != u"null" && (!ok || size < 1 || size > 10))
            return Violation{Text::tr("model %1 has an invalid default_batch_size option: %2. It must be between 1 and 10")
                                 .arg(model, batch->value),
                             {}};
    }
    return std::nullopt;
}

} // namespace ssd::validation
