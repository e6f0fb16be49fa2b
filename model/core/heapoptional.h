#pragma once

// HeapOptional<T>: an optional value kept behind one pointer, for fields that most objects leave
// unset (a column's DEFAULT, ON UPDATE and AS expressions and its IDENTITY clause). A
// std::optional<T> is as large as T itself, and Columns are the bulk of a large model: a
// 10,000-table schema has some 80,000 of them, and every byte per column is written when the
// model is built and read when it is walked. Unset costs 8 bytes here instead of 32 (QString) or
// 72 (SequenceOptions).
//
// It keeps value semantics (copies are deep, == compares contents), so the model stays a plain
// value, and it offers the std::optional interface the code uses (has_value, bool, *, ->,
// value_or, emplace, reset, = value, = std::nullopt, comparison with a T or a std::optional<T>).

#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

namespace ssd {

template<typename T>
class HeapOptional
{
public:
    using value_type = T;

    HeapOptional() noexcept = default;
    HeapOptional(std::nullopt_t) noexcept { }
    HeapOptional(const T &value) : m_value(std::make_unique<T>(value)) { }
    HeapOptional(T &&value) : m_value(std::make_unique<T>(std::move(value))) { }
    HeapOptional(const std::optional<T> &value) : m_value(value ? std::make_unique<T>(*value) : nullptr) { }
    HeapOptional(const HeapOptional &other) : m_value(other ? std::make_unique<T>(*other) : nullptr) { }
    HeapOptional(HeapOptional &&) noexcept = default;

    HeapOptional &operator=(const HeapOptional &other)
    {
        if (this != &other)
            assignFrom(other ? &*other : nullptr);
        return *this;
    }
    HeapOptional &operator=(HeapOptional &&) noexcept = default;
    HeapOptional &operator=(std::nullopt_t) noexcept
    {
        m_value.reset();
        return *this;
    }
    HeapOptional &operator=(const std::optional<T> &value)
    {
        assignFrom(value ? &*value : nullptr);
        return *this;
    }
    // Assigning a value (a T, or anything a T is made from, such as a QStringLiteral).
    template<typename U>
        requires(!std::is_same_v<std::remove_cvref_t<U>, HeapOptional>
                 && !std::is_same_v<std::remove_cvref_t<U>, std::nullopt_t>
                 && !std::is_same_v<std::remove_cvref_t<U>, std::optional<T>>
                 && std::is_constructible_v<T, U &&>)
    HeapOptional &operator=(U &&value)
    {
        if (m_value)
            *m_value = std::forward<U>(value);
        else
            m_value = std::make_unique<T>(std::forward<U>(value));
        return *this;
    }

    bool has_value() const noexcept { return m_value != nullptr; }
    explicit operator bool() const noexcept { return has_value(); }

    T &operator*() { return *m_value; }
    const T &operator*() const { return *m_value; }
    T *operator->() { return m_value.get(); }
    const T *operator->() const { return m_value.get(); }

    template<typename U>
    T value_or(U &&fallback) const
    {
        return m_value ? *m_value : static_cast<T>(std::forward<U>(fallback));
    }

    template<typename... Args>
    T &emplace(Args &&...args)
    {
        m_value = std::make_unique<T>(std::forward<Args>(args)...);
        return *m_value;
    }
    void reset() noexcept { m_value.reset(); }

    std::optional<T> toOptional() const { return m_value ? std::optional<T>(*m_value) : std::nullopt; }
    operator std::optional<T>() const { return toOptional(); }

    friend bool operator==(const HeapOptional &a, const HeapOptional &b)
    {
        return a.has_value() == b.has_value() && (!a || *a == *b);
    }
    friend bool operator==(const HeapOptional &a, std::nullopt_t) noexcept { return !a; }
    friend bool operator==(const HeapOptional &a, const std::optional<T> &b)
    {
        return a.has_value() == b.has_value() && (!a || *a == *b);
    }
    friend bool operator==(const HeapOptional &a, const T &b) { return a && *a == b; }

private:
    // Copies into the existing value when there is one, so assignment does not reallocate.
    void assignFrom(const T *value)
    {
        if (!value)
            m_value.reset();
        else if (m_value)
            *m_value = *value;
        else
            m_value = std::make_unique<T>(*value);
    }

    std::unique_ptr<T> m_value;
};

} // namespace ssd
