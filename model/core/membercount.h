#pragma once

// The number of members of an aggregate, for code that lists a struct's members one by one (the
// undo delta, the conversion's copy of a schema): a static_assert on it fails when the struct
// grows, instead of the new member being silently left out.

namespace ssd {

namespace detail {
// Converts to anything: T{AnyMember{}, ...} compiles with as many initializers as T has members,
// and no more (aggregate initialization), which counts them without reflection.
struct AnyMember
{
    template<typename T>
    operator T &() const;
};
} // namespace detail

template<typename T, typename... Members>
constexpr int memberCount()
{
    if constexpr (requires { T{Members{}..., detail::AnyMember{}}; })
        return memberCount<T, Members..., detail::AnyMember>();
    else
        return int(sizeof...(Members));
}

} // namespace ssd
