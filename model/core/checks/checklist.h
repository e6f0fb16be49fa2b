#pragma once

// The checklist engine: every rule of spec/checklist-rules.md as a pure function of a Schema and
// the ProjectSettings, producing findings with a catalog id, severity, subject, source position,
// translatable message, explanation with a documentation link, and quick fixes that are model
// transformations (so the designer can wrap them in undoable commands).

#include "projectsettings.h"
#include "rulecatalog.h"
#include "schema.h"
#include "schemaindex.h"

#include <QSet>
#include <functional>
#include <memory>
#include <vector>

namespace ssd {

// What a finding is about. `table` is the owning table for columns, foreign keys and checks (and
// the indexed table for indexes); `name` is the object's own name.
struct CheckSubject
{
    enum class Kind { Database, Table, Column, Index, ForeignKey, Check, Sequence, View, ChangeStream,
                      NamedSchema, Role, PropertyGraph, LocalityGroup, QueryPattern };
    Kind kind = Kind::Table;
    QString table;
    QString name;
    ObjectId id = 0;

    // "Singers", "Singers.SingerId", "SingersByName", "Albums.FK_Singers" ...
    QString displayName() const;
    friend bool operator==(const CheckSubject &, const CheckSubject &) = default;
};

QString subjectKindName(CheckSubject::Kind kind); // "table", "column", "index", ...

// A mechanical fix. apply() returns the transformed schema, or the input unchanged when the fix
// no longer applies (e.g. the object was renamed in the meantime).
struct QuickFix
{
    // What a fix does: the translated title that names the objects (built on demand: a big
    // schema has thousands of fixes and only the ones a user looks at need their sentence) and
    // the model transformation. One shared object per fix, so creating a fix is one allocation.
    struct Behaviour
    {
        virtual ~Behaviour() = default;
        virtual QString title() const = 0;
        virtual bool transform(Schema &schema) const = 0; // false: not applicable
    };

    QString id;     // stable, e.g. "swap-key-order"
    std::shared_ptr<const Behaviour> behaviour;

    QString title() const { return behaviour ? behaviour->title() : QString(); }
    bool transform(Schema &schema) const { return behaviour && behaviour->transform(schema); }

    Schema apply(const Schema &schema) const;
    bool applyTo(Schema &schema) const; // false: not applicable, schema untouched
};

struct Finding
{
    QString ruleId;              // catalog id, verbatim
    CheckSeverity severity = CheckSeverity::Warning;
    CheckSubject subject;
    int line = 0;                // SourcePos of the subject (0 when not from text)
    int column = 0;
    // Names the objects and the signal that fired, translated. A big schema has thousands of
    // findings and only the ones someone reads need their sentence, so most rules leave
    // messageText empty and give describeMessage, which builds it from copied names and values
    // (never pointers into the schema: a finding outlives the schema it was found in).
    QString message() const { return describeMessage ? describeMessage() : messageText; }
    QString messageText;
    std::function<QString()> describeMessage;
    QString explanation;         // longer text ending with the documentation link
    QString documentationUrl;
    std::vector<QuickFix> fixes;
    // line:column are in the application's queries text (ProjectSettings::queriesText), not in the DDL.
    bool inQueries = false;
    // Only set when suppressions are not honoured (ChecklistOptions): the statement disables the rule.
    bool suppressed = false;
};

using Findings = std::vector<Finding>;

struct ChecklistOptions
{
    QSet<QString> disabledRules;              // catalog ids
    CheckSeverity minSeverity = CheckSeverity::Info;
    bool honourSuppressions = true;           // `-- spanner-schema: disable=rule-id` comments
    // When set, receives the nanoseconds spent in each rule, and under "" the engine's own share
    // (lookups, suppressions, explanations): for benchmarks and the designer's diagnostics.
    QHash<QString, qint64> *timings = nullptr;
    // The caller's index of this schema revision (the designer's Document::names()), so that the
    // checklist does not build another; built here when null or for another schema value.
    const SchemaIndex *names = nullptr;
};

// Lints the whole schema. Findings come in catalog order, then schema order.
Findings runChecklist(const Schema &schema, const ProjectSettings &settings = {},
                      const ChecklistOptions &options = {});

// Lints with one rule only (the fix command, tests, the designer after a targeted edit).
Findings runRule(const Schema &schema, QStringView ruleId, const ProjectSettings &settings = {});

bool hasErrorFindings(const Findings &findings);

// The ids the engine evaluates, in catalog order (tests compare them with the catalog).
QStringList implementedRuleIds();

} // namespace ssd
