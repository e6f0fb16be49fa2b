#include "editplanner.h"

#include "checklistdock.h"
#include "commands.h"
#include "ddl.h"
#include "ddldock.h"
#include "ddleditor.h"
#include "diagramscene.h"
#include "document.h"
#include "edits/schemaedits.h"
#include "mainwindow.h"

#include <QRegularExpression>
#include <QTest>

namespace ssd {

namespace {

constexpr int kTries = 60; // random targets tried before a kind gives up

QString editKindNames[kEditKindCount] = {
    QStringLiteral("add column"),     QStringLiteral("rename column"), QStringLiteral("retype column"),
    QStringLiteral("delete column"),  QStringLiteral("add index"),     QStringLiteral("interleave (drop)"),
    QStringLiteral("move table"),     QStringLiteral("quick fix"),     QStringLiteral("type 1 char in DDL"),
};

const Table &anyTable(const Schema &schema, QRandomGenerator &random)
{
    return schema.tables[size_t(random.bounded(int(schema.tables.size())))];
}

// A column of `table` outside its primary key (keys are shared with interleaved children, and
// the generator gives every table non-key columns).
const Column *nonKeyColumn(const Table &table, QRandomGenerator &random)
{
    std::vector<const Column *> candidates;
    for (const Column &c : table.columns)
        if (std::none_of(table.primaryKey.begin(), table.primaryKey.end(), [&](const KeyPart &k) { return k.column == c.name; }))
            candidates.push_back(&c);
    return candidates.empty() ? nullptr : candidates[size_t(random.bounded(int(candidates.size())))];
}

using SchemaEdit = std::function<QString(Schema &schema, ObjectId &created)>;

// True when the designer would accept the edit (checked on a copy, untimed).
bool accepted(const Schema &schema, const SchemaEdit &edit)
{
    Schema copy = schema;
    ObjectId created = 0;
    return edit(copy, created).isEmpty() && !(copy == schema);
}

// A schema edit as the Properties dock pushes it.
std::optional<PlannedEdit> schemaEdit(EditKind kind, MainWindow &window, QRandomGenerator &random,
                                      const std::function<std::optional<std::pair<QString, SchemaEdit>>(const Table &)> &make)
{
    Document *document = window.document();
    for (int i = 0; i < kTries; ++i) {
        const auto made = make(anyTable(document->schema(), random));
        if (!made || !accepted(document->schema(), made->second))
            continue;
        return PlannedEdit{kind, made->first, [document, text = made->first, edit = made->second] {
                               if (!pushSchemaEdit(document, text, edit).ok())
                                   qFatal("edit refused: %s", qUtf8Printable(text));
                           }};
    }
    return std::nullopt;
}

// One key typed right after the name of a column in its CREATE TABLE statement (a rename, as
// typed): only where the whole text still parses, so the pause ends in an applied edit.
std::optional<PlannedEdit> typeChar(MainWindow &window, QRandomGenerator &random)
{
    Document *document = window.document();
    DdlEditor *editor = window.ddlDock()->editableEditor();
    const QString text = editor->toPlainText();
    static const QRegularExpression plainName(QStringLiteral("^[A-Za-z][A-Za-z0-9_]*$"));
    for (int i = 0; i < kTries; ++i) {
        const Table &table = anyTable(document->schema(), random);
        const Column *column = nonKeyColumn(table, random);
        if (!column || !plainName.match(column->name).hasMatch() || !plainName.match(table.name).hasMatch())
            continue;
        const qsizetype statement = text.indexOf(QStringLiteral("CREATE TABLE %1 (").arg(table.name));
        if (statement < 0)
            continue;
        const qsizetype line = text.indexOf(QStringLiteral("\n  %1 ").arg(column->name), statement);
        const qsizetype end = text.indexOf(QStringLiteral("PRIMARY KEY"), statement);
        if (line < 0 || line > end)
            continue;
        const int position = int(line + 3 + column->name.size());
        ParseOptions options;
        options.dialect = document->schema().dialect;
        if (!parseDdl(QString(text).insert(position, u'q'), options).ok())
            continue;
        return PlannedEdit{EditKind::TypeChar, table.name + u'.' + column->name, [editor, position] {
                               QTextCursor cursor = editor->textCursor();
                               cursor.setPosition(position);
                               editor->setTextCursor(cursor);
                               QTest::keyClick(editor, Qt::Key_Q);
                           }};
    }
    return std::nullopt;
}

} // namespace

QString editKindName(EditKind kind) { return editKindNames[int(kind)]; }

std::optional<PlannedEdit> planEdit(EditKind kind, MainWindow &window, QRandomGenerator &random)
{
    Document *document = window.document();
    const Schema &schema = document->schema();
    static int serial = 0; // new names never repeat within a run
    switch (kind) {
    case EditKind::AddColumn:
        return schemaEdit(kind, window, random, [](const Table &t) {
            const ObjectId id = t.id;
            const QString name = QStringLiteral("Added%1").arg(++serial);
            return std::make_optional(std::pair<QString, SchemaEdit>(t.name + u'.' + name, [id, name](Schema &s, ObjectId &created) {
                return edits::addColumn(s, id, name, ColumnType::string(std::nullopt), false, created);
            }));
        });
    case EditKind::RenameColumn:
    case EditKind::RetypeColumn:
    case EditKind::DeleteColumn:
        return schemaEdit(kind, window, random, [kind, &random](const Table &t) -> std::optional<std::pair<QString, SchemaEdit>> {
            const Column *c = nonKeyColumn(t, random);
            if (!c)
                return std::nullopt;
            const ObjectId table = t.id, column = c->id;
            const QString what = t.name + u'.' + c->name;
            if (kind == EditKind::RenameColumn) {
                const QString name = c->name + QStringLiteral("R%1").arg(++serial);
                return std::pair<QString, SchemaEdit>(what, [=](Schema &s, ObjectId &) { return edits::renameColumn(s, table, column, name); });
            }
            if (kind == EditKind::RetypeColumn) {
                // STRING(MAX) <-> STRING(256), anything else becomes STRING(MAX).
                const ColumnType type = c->type.kind == TypeKind::String && c->type.isMax() ? ColumnType::string(256)
                                                                                            : ColumnType::string(std::nullopt);
                return std::pair<QString, SchemaEdit>(what, [=](Schema &s, ObjectId &) { return edits::retypeColumn(s, table, column, type); });
            }
            return std::pair<QString, SchemaEdit>(what, [=](Schema &s, ObjectId &) { return edits::deleteColumn(s, table, column); });
        });
    case EditKind::AddIndex:
        return schemaEdit(kind, window, random, [&random, &schema](const Table &t) -> std::optional<std::pair<QString, SchemaEdit>> {
            const Column *c = nonKeyColumn(t, random);
            if (!c)
                return std::nullopt;
            Index index;
            index.table = t.name;
            index.name = edits::uniqueName(schema, t.name + QStringLiteral("By") + c->name);
            index.keys.push_back(KeyPart{c->name});
            return std::pair<QString, SchemaEdit>(index.name, [index](Schema &s, ObjectId &created) { return edits::addIndex(s, index, created); });
        });
    case EditKind::Interleave:
        for (int i = 0; i < kTries; ++i) {
            const Table &child = anyTable(schema, random), &parent = anyTable(schema, random);
            if (child.interleave || !edits::checkInterleave(schema, child.id, parent.id).isEmpty())
                continue;
            const ObjectId c = child.id, p = parent.id;
            if (!accepted(schema, [=](Schema &s, ObjectId &) { return edits::interleaveTable(s, c, p, OnDelete::Cascade, true); }))
                continue;
            DiagramScene *scene = window.scene();
            return PlannedEdit{kind, child.name + QStringLiteral(" in ") + parent.name, [scene, c, p] { scene->interleave(c, p, true); }};
        }
        return std::nullopt;
    case EditKind::MoveTable: {
        const Table &t = anyTable(schema, random);
        const PositionMap moved{{t.id, document->position(t.id) + QPointF(random.bounded(-200, 200), random.bounded(-200, 200))}};
        return PlannedEdit{kind, t.name, [document, moved] { pushMoveTables(document, moved, {}); }};
    }
    case EditKind::QuickFix: {
        ChecklistDock *checklist = window.checklistDock();
        std::vector<int> withFixes;
        for (int i = 0; i < int(checklist->findings().size()); ++i)
            if (!checklist->findings()[size_t(i)].fixes.empty())
                withFixes.push_back(i);
        for (int i = 0; i < kTries && !withFixes.empty(); ++i) {
            const int finding = withFixes[size_t(random.bounded(int(withFixes.size())))];
            const QuickFix &fix = checklist->findings()[size_t(finding)].fixes.front();
            if (!accepted(schema, [&fix](Schema &s, ObjectId &) { return fix.applyTo(s) ? QString() : QStringLiteral("no"); }))
                continue;
            return PlannedEdit{kind, fix.id, [checklist, finding] {
                                   if (!checklist->applyFix(finding, 0))
                                       qFatal("quick fix refused");
                               }};
        }
        return std::nullopt;
    }
    case EditKind::TypeChar:
        return typeChar(window, random);
    }
    return std::nullopt;
}

} // namespace ssd
