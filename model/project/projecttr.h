#pragma once

// Translation context of the project file messages.

#include <QCoreApplication>

namespace ssd {

struct ProjectTr
{
    Q_DECLARE_TR_FUNCTIONS(ProjectFile)
};

} // namespace ssd
