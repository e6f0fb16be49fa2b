#pragma once

// Function calls that the other dialect spells differently (or cannot spell): the rewrite of one
// call whose arguments are already converted. Checked against Spanner's function lists for
// GoogleSQL and for the PostgreSQL dialect, and against the emulator.

#include <QString>
#include <QStringList>

namespace ssd::expr {

struct CallRewrite
{
    QString text;    // the call in the target dialect (empty when refused)
    QString note;    // same meaning, other spelling: announced because a round trip changes the text
    QString warning; // close, but not the same meaning
    QString error;   // no equivalent: the target would reject the expression
};

// `name` as written (GoogleSQL names compared upper-case, PostgreSQL names lower-case, a
// GoogleSQL SAFE. prefix included). rewritesCallTo* says whether the table knows the call;
// callTo* then gives its spelling in the target (or the reason there is none).
bool rewritesCallToPostgreSql(const QString &name);
bool rewritesCallToGoogleSql(const QString &name);
CallRewrite callToPostgreSql(const QString &name, const QStringList &arguments);
CallRewrite callToGoogleSql(const QString &name, const QStringList &arguments);

} // namespace ssd::expr
