#pragma once

// Either a value or an error, for functions whose failures are values (std::expected is C++23;
// Debian 12's GCC 12 has no <expected>). The project file layer (ProjectResult) and the Spanner
// client (SpannerResult) are aliases of this one template.

#include <utility>
#include <variant>

namespace ssd {

template<typename T, typename E>
class Expected
{
public:
    Expected(T value) : m_state(std::in_place_index<0>, std::move(value)) {}
    Expected(E error) : m_state(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return m_state.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return std::get<0>(m_state); }
    T &value() & { return std::get<0>(m_state); }
    T &&value() && { return std::get<0>(std::move(m_state)); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }
    const E &error() const { return std::get<1>(m_state); }

private:
    std::variant<T, E> m_state;
};

} // namespace ssd
