#pragma once

// Enum spellings of the project model JSON, shared by its writer and reader. Changing a
// spelling is a format change (kModelJsonVersion).

#include "schema.h"

#include <QLatin1StringView>

#include <iterator>
#include <optional>

namespace ssd::modeljson {

template<typename E>
struct EnumName
{
    E value;
    const char *name;
};

inline constexpr EnumName<TypeKind> kTypeKinds[] = {
    {TypeKind::Bool, "bool"},          {TypeKind::Int64, "int64"},       {TypeKind::Float32, "float32"},
    {TypeKind::Float64, "float64"},    {TypeKind::Numeric, "numeric"},   {TypeKind::String, "string"},
    {TypeKind::Bytes, "bytes"},        {TypeKind::Json, "json"},         {TypeKind::Date, "date"},
    {TypeKind::Timestamp, "timestamp"}, {TypeKind::Uuid, "uuid"},        {TypeKind::Interval, "interval"},
    {TypeKind::TokenList, "tokenlist"}, {TypeKind::Array, "array"},      {TypeKind::Struct, "struct"},
    {TypeKind::Proto, "proto"},        {TypeKind::Enum, "enum"},
};
inline constexpr EnumName<SortOrder> kSortOrders[] = {{SortOrder::Asc, "asc"}, {SortOrder::Desc, "desc"}};
inline constexpr EnumName<OnDelete> kOnDeletes[] = {{OnDelete::NoAction, "no action"}, {OnDelete::Cascade, "cascade"}};
inline constexpr EnumName<KeyPart::Nulls> kNulls[] = {
    {KeyPart::Nulls::Default, "default"}, {KeyPart::Nulls::First, "first"}, {KeyPart::Nulls::Last, "last"}};
inline constexpr EnumName<Interleave::Kind> kInterleaveKinds[] = {
    {Interleave::Kind::InParent, "in parent"}, {Interleave::Kind::In, "in"}};
inline constexpr EnumName<Index::Kind> kIndexKinds[] = {
    {Index::Kind::Regular, "regular"}, {Index::Kind::Search, "search"}, {Index::Kind::Vector, "vector"}};
inline constexpr EnumName<Dialect> kDialects[] = {{Dialect::GoogleSql, "googlesql"}, {Dialect::PostgreSql, "postgresql"}};

template<typename E, std::size_t N>
QLatin1StringView enumName(const EnumName<E> (&table)[N], E value)
{
    for (const EnumName<E> &entry : table)
        if (entry.value == value)
            return QLatin1StringView(entry.name);
    return QLatin1StringView(table[0].name);
}

template<typename E, std::size_t N>
std::optional<E> enumValue(const EnumName<E> (&table)[N], QStringView name)
{
    for (const EnumName<E> &entry : table)
        if (name == QLatin1StringView(entry.name))
            return entry.value;
    return std::nullopt;
}

} // namespace ssd::modeljson
