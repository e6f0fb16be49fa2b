#pragma once

// Internal to validation/: the names in a text kept by the model (an expression or a view's
// query), outside string literals, as the dialect quotes them.

#include "schema.h"

#include <functional>

namespace ssd::validation {

struct NameUse
{
    bool qualified = false; // after a '.' (t.c, s.t)
    bool call = false;      // before a '(' (a function)
};

void forEachName(QStringView text, Dialect dialect, const std::function<void(QStringView, const NameUse &)> &visit);

} // namespace ssd::validation
