#pragma once

// The 50 rules of spec/checklist-rules.md: id (verbatim), default severity, title, a longer
// explanation and the documentation link. Texts are translatable (context "ssd::checks::catalog");
// the static table keeps the untranslated source strings and the accessors translate them.

#include <QString>
#include <vector>

namespace ssd {

// Ordered so that "at least warning" is a plain comparison.
enum class CheckSeverity { Info = 0, Warning = 1, Error = 2 };

QString checkSeverityName(CheckSeverity severity); // "info", "warning", "error"
bool checkSeverityFromName(QStringView name, CheckSeverity *severity);

struct RuleInfo
{
    int number = 0;                 // the catalog's row number (1..50)
    const char *id = nullptr;       // e.g. "pk-monotonic-first-column"
    CheckSeverity severity = CheckSeverity::Warning; // the catalog's main severity
    const char *family = nullptr;   // "keys", "interleave", "indexes", ...
    const char *title = nullptr;    // untranslated source text
    const char *explanation = nullptr;
    const char *docUrl = nullptr;
    bool mechanicalFix = false;     // the catalog's fix can be applied as a model transformation

    QString ruleId() const { return QString::fromLatin1(id); }
    QString translatedTitle() const;
    QString translatedExplanation() const;
    QString documentationUrl() const { return QString::fromLatin1(docUrl); }
};

const std::vector<RuleInfo> &ruleCatalog();
const RuleInfo *findRule(QStringView id);

} // namespace ssd
