#include "lexing/nestingdepth.h"

#include <QCoreApplication>

namespace ssd {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::Lexing)
};

} // namespace

QString NestingDepth::tooDeepMessage()
{
    return Tr::tr("parentheses nested more than %1 deep; the rest of the statement is not read")
        .arg(kMaxParentheses);
}

} // namespace ssd
