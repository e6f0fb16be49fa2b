#include "reports.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ssd {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ssd::checks::reports)
};

QString sarifLevel(CheckSeverity severity)
{
    switch (severity) {
    case CheckSeverity::Error: return QStringLiteral("error");
    case CheckSeverity::Warning: return QStringLiteral("warning");
    case CheckSeverity::Info: return QStringLiteral("note");
    }
    return {};
}

} // namespace

QByteArray rulesReport(bool json)
{
    if (!json) {
        QString out;
        for (const RuleInfo &rule : ruleCatalog())
            out += QStringLiteral("%1  %2  %3  %4\n")
                       .arg(rule.ruleId().leftJustified(34), checkSeverityName(rule.severity).leftJustified(7),
                            rule.translatedTitle(), rule.documentationUrl());
        return out.toUtf8();
    }
    QJsonArray rules;
    for (const RuleInfo &rule : ruleCatalog()) {
        QJsonObject o;
        o.insert(QStringLiteral("id"), rule.ruleId());
        o.insert(QStringLiteral("number"), rule.number);
        o.insert(QStringLiteral("severity"), checkSeverityName(rule.severity));
        o.insert(QStringLiteral("family"), QString::fromLatin1(rule.family));
        o.insert(QStringLiteral("title"), rule.translatedTitle());
        o.insert(QStringLiteral("explanation"), rule.translatedExplanation());
        o.insert(QStringLiteral("source"), rule.documentationUrl());
        o.insert(QStringLiteral("quickFix"), rule.mechanicalFix);
        rules.append(o);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("rules"), rules}}).toJson(QJsonDocument::Indented);
}

QByteArray findingsText(const QString &file, const Findings &findings, const QString &queriesFile)
{
    QString out;
    int counts[3] = {0, 0, 0};
    for (const Finding &f : findings) {
        ++counts[int(f.severity)];
        out += QStringLiteral("%1:%2:%3: %4: [%5] %6\n")
                   .arg(f.inQueries && !queriesFile.isEmpty() ? queriesFile : file)
                   .arg(std::max(f.line, 1))
                   .arg(std::max(f.column, 1))
                   .arg(checkSeverityName(f.severity), f.ruleId, f.message());
    }
    // Each count takes its own plural form ("1 error", "2 errors").
    out += Tr::tr("%1: %n finding(s): ", nullptr, int(findings.size())).arg(file)
        + Tr::tr("%1, %2, %3", "the error, warning and info counts of the lint summary")
              .arg(Tr::tr("%n error(s)", nullptr, counts[2]), Tr::tr("%n warning(s)", nullptr, counts[1]),
                   Tr::tr("%n info", "the number of info findings", counts[0]))
        + u'\n';
    return out.toUtf8();
}

QByteArray findingsJson(const Findings &findings)
{
    QJsonArray list;
    for (const Finding &f : findings) {
        QJsonArray fixes;
        for (const QuickFix &fix : f.fixes)
            fixes.append(QJsonObject{{QStringLiteral("id"), fix.id}, {QStringLiteral("title"), fix.title()}});
        QJsonObject o;
        o.insert(QStringLiteral("rule"), f.ruleId);
        o.insert(QStringLiteral("severity"), checkSeverityName(f.severity));
        o.insert(QStringLiteral("object"), f.subject.displayName());
        o.insert(QStringLiteral("objectKind"), subjectKindName(f.subject.kind));
        o.insert(QStringLiteral("line"), f.line);
        o.insert(QStringLiteral("column"), f.column);
        if (f.inQueries)
            o.insert(QStringLiteral("inQueries"), true);
        o.insert(QStringLiteral("message"), f.message());
        o.insert(QStringLiteral("explanation"), f.explanation);
        o.insert(QStringLiteral("fixes"), fixes);
        list.append(o);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("findings"), list}}).toJson(QJsonDocument::Indented);
}

// SARIF 2.1.0 (the subset code-scanning services read): one run, every catalog rule in the
// driver, one result per finding with its physical location.
QByteArray findingsSarif(const QString &uri, const Findings &findings, const QString &toolVersion)
{
    QJsonArray rules;
    QHash<QString, int> ruleIndex;
    for (const RuleInfo &rule : ruleCatalog()) {
        ruleIndex.insert(rule.ruleId(), int(rules.size()));
        QJsonObject r;
        r.insert(QStringLiteral("id"), rule.ruleId());
        r.insert(QStringLiteral("name"), rule.ruleId());
        r.insert(QStringLiteral("shortDescription"), QJsonObject{{QStringLiteral("text"), rule.translatedTitle()}});
        r.insert(QStringLiteral("fullDescription"), QJsonObject{{QStringLiteral("text"), rule.translatedExplanation()}});
        r.insert(QStringLiteral("helpUri"), rule.documentationUrl());
        r.insert(QStringLiteral("defaultConfiguration"), QJsonObject{{QStringLiteral("level"), sarifLevel(rule.severity)}});
        rules.append(r);
    }
    QJsonArray results;
    for (const Finding &f : findings) {
        QJsonObject physical{{QStringLiteral("artifactLocation"), QJsonObject{{QStringLiteral("uri"), uri}}}};
        physical.insert(QStringLiteral("region"), QJsonObject{{QStringLiteral("startLine"), std::max(f.line, 1)},
                                                              {QStringLiteral("startColumn"), std::max(f.column, 1)}});
        QJsonObject result;
        result.insert(QStringLiteral("ruleId"), f.ruleId);
        result.insert(QStringLiteral("ruleIndex"), ruleIndex.value(f.ruleId));
        result.insert(QStringLiteral("level"), sarifLevel(f.severity));
        result.insert(QStringLiteral("message"), QJsonObject{{QStringLiteral("text"), f.message()}});
        result.insert(QStringLiteral("locations"), QJsonArray{QJsonObject{{QStringLiteral("physicalLocation"), physical}}});
        result.insert(QStringLiteral("logicalLocations"),
                      QJsonArray{QJsonObject{{QStringLiteral("fullyQualifiedName"), f.subject.displayName()},
                                             {QStringLiteral("kind"), subjectKindName(f.subject.kind)}}});
        results.append(result);
    }
    QJsonObject driver;
    driver.insert(QStringLiteral("name"), QStringLiteral("spanner-schema"));
    driver.insert(QStringLiteral("version"), toolVersion);
    driver.insert(QStringLiteral("informationUri"), QStringLiteral("https://docs.cloud.google.com/spanner/docs/schema-design"));
    driver.insert(QStringLiteral("rules"), rules);
    QJsonObject run;
    run.insert(QStringLiteral("tool"), QJsonObject{{QStringLiteral("driver"), driver}});
    run.insert(QStringLiteral("results"), results);
    QJsonObject sarif;
    sarif.insert(QStringLiteral("version"), QStringLiteral("2.1.0"));
    sarif.insert(QStringLiteral("$schema"), QStringLiteral("https://json.schemastore.org/sarif-2.1.0.json"));
    sarif.insert(QStringLiteral("runs"), QJsonArray{run});
    return QJsonDocument(sarif).toJson(QJsonDocument::Indented);
}

} // namespace ssd
