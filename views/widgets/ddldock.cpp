#include "ddldock.h"

#include "commands.h"
#include "ddl.h"
#include "ddleditor.h"
#include "document.h"
#include "retranslator.h"

#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

namespace ssd {

namespace {
constexpr int kDebounceMs = 400;
int slot(Dialect d) { return d == Dialect::GoogleSql ? 0 : 1; }
} // namespace

DdlDock::DdlDock(Document *document, QWidget *parent)
    : QDockWidget(parent)
    , m_document(document)
    , m_tabs(new QTabWidget(this))
    , m_status(new QLabel(this))
    , m_conversion(
          [this] {
              return [schema = m_document->snapshot(), memo = m_convertedMemo,
                      changed = std::exchange(m_changedSinceConversion, std::vector<ObjectId>{})]() mutable {
                  return convertedText(*schema, memo.get(), std::move(changed));
              };
          },
                   [this](PiecedText text) {
                       m_settingText = true;
                       convertedEditor()->replaceText(text);
                       m_settingText = false;
                   })
    , m_typedParse(
          [this] {
              ParseOptions options;
              options.dialect = m_document->schema().dialect;
              return [text = editableEditor()->toPlainText(), options, current = m_document->snapshot(),
                      revision = m_document->revision()] {
                  ParseResult parsed = parseDdl(text, options);
                  TypedParse result{std::move(parsed.diagnostics), std::nullopt};
                  if (!hasErrors(result.diagnostics))
                      result.step = prepareReplaceSchema(*current, revision, std::move(parsed.schema));
                  return result;
              };
          },
          [this](TypedParse parse) { onTypedParse(std::move(parse)); })
    , m_warmEditableMemo(
          [this] {
              return [schema = m_document->snapshot()] {
                  WarmMemo warm{StatementMemo(), schema};
                  writeDdlPieces(*schema, warm.memo);
                  return warm;
              };
          },
          [this](WarmMemo warm) {
              // Only while the memo is still empty and the schema the one printed: the same
              // snapshot, which a change would have copied since the run holds it (a move or
              // a setting changes the revision, not the schema).
              if (!m_changedSinceEditableWrite && warm.schema == m_document->snapshot()) {
                  m_editableMemo = std::move(warm.memo);
                  m_changedSinceEditableWrite.emplace();
              }
          })
{
    setObjectName(QStringLiteral("ddlDock"));
    m_editors[0] = new DdlEditor(Dialect::GoogleSql, this);
    m_editors[1] = new DdlEditor(Dialect::PostgreSql, this);
    m_editors[0]->setObjectName(QStringLiteral("googleSqlEditor"));
    m_editors[1]->setObjectName(QStringLiteral("postgreSqlEditor"));
    m_tabs->addTab(m_editors[0], QString());
    m_tabs->addTab(m_editors[1], QString());
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_tabs);
    layout->addWidget(m_status);
    setWidget(body);

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &DdlDock::applyTypedText);
    // The conversion runs once per burst of changes, and only while its tab is shown.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_conversion.pending())
            convertedOutOfDate();
    });

    for (DdlEditor *editor : m_editors) {
        connect(editor, &QPlainTextEdit::textChanged, this, [this, editor] {
            if (editor == editableEditor())
                onTextEdited();
        });
        connect(editor, &QPlainTextEdit::cursorPositionChanged, this, [this, editor] {
            if (m_settingText || !editor->hasFocus())
                return; // only the user's own navigation selects in the diagram
            const QString name = editor->tableAtCursor();
            // The converted tab may spell names differently (case folding): match ignoring case.
            for (const Table &t : m_document->schema().tables)
                if (!name.isEmpty() && t.name.compare(name, Qt::CaseInsensitive) == 0)
                    Q_EMIT tableActivated(t.id);
        });
    }
    connect(document, &Document::documentReset, this, &DdlDock::onDocumentReset);
    connect(document, &Document::schemaChanged, this, &DdlDock::onSchemaChanged);
    onDocumentReset();
    (new Retranslator(this))->add([this] {
        setWindowTitle(tr("DDL"));
        updateTabTexts();
        if (m_status->styleSheet().isEmpty() && !hasPendingEdit())
            setStatus(tr("In sync with the diagram."), false);
        // The conversion notes on top of the converted DDL are messages too.
        convertedOutOfDate();
    });
}

void DdlDock::updateTabTexts()
{
    const Dialect own = m_document->schema().dialect;
    const QString googleSql = QStringLiteral("GoogleSQL"), postgreSql = QStringLiteral("PostgreSQL");
    m_tabs->setTabText(slot(own), own == Dialect::GoogleSql ? googleSql : postgreSql);
    m_tabs->setTabText(1 - slot(own), tr("%1 (converted)").arg(own == Dialect::GoogleSql ? postgreSql : googleSql));
}

DdlEditor *DdlDock::editableEditor() const { return m_editors[slot(m_document->schema().dialect)]; }
DdlEditor *DdlDock::convertedEditor() const { return m_editors[1 - slot(m_document->schema().dialect)]; }
DdlEditor *DdlDock::editor(Dialect dialect) const { return m_editors[slot(dialect)]; }
QString DdlDock::statusText() const { return m_status->text(); }

void DdlDock::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QString());
}

void DdlDock::onDocumentReset()
{
    dropTypedText();
    const Dialect own = m_document->schema().dialect;
    m_editors[slot(own)]->setReadOnly(false);
    m_editors[1 - slot(own)]->setReadOnly(true);
    updateTabTexts();
    m_tabs->setCurrentIndex(slot(own));
    m_settingText = true;
    const QString source = m_document->sourceText();
    m_changedSinceEditableWrite.reset(); // the memos hold another schema's tables
    m_changedSinceConversion.reset();
    // Kept as set, the first rewrite compares with it rather than reading 2 MB back.
    editableEditor()->setText(source.isEmpty() ? writeEditable() : PiecedText::single(source));
    if (!source.isEmpty())
        m_warmEditableMemo.request(); // at 5,000 tables the first edit would print ~45 ms
    editableEditor()->clearError();
    m_settingText = false;
    setStatus(tr("In sync with the diagram."), false);
    setDraft(false);
    convertedOutOfDate();
}

void DdlDock::showDiagnostics(const Diagnostics &diagnostics)
{
    // The diagnostics of the parse that produced the document (Open): no second parse of a
    // possibly huge file just to mark its first error.
    for (const Diagnostic &d : diagnostics) {
        if (d.isError()) {
            showError(d);
            return;
        }
    }
}

void DdlDock::showError(const Diagnostic &error)
{
    editableEditor()->setError(error);
    setStatus(tr("Line %1, column %2: %3 (the diagram shows the last valid DDL)")
                  .arg(error.line)
                  .arg(error.column)
                  .arg(error.message),
              true);
}

void DdlDock::onSchemaChanged(const SchemaChange &change)
{
    for (std::optional<std::vector<ObjectId>> *told : {&m_changedSinceEditableWrite, &m_changedSinceConversion}) {
        if (change.everything || change.dialectChanged) {
            told->reset();
        } else if (*told) {
            std::vector<ObjectId> &changed = **told;
            changed.insert(changed.end(), change.tablesAdded.begin(), change.tablesAdded.end());
            changed.insert(changed.end(), change.tablesChanged.begin(), change.tablesChanged.end());
        }
    }
    if (change.everything)
        return; // a reset: onDocumentReset() already showed the text
    convertedOutOfDate();
    if (m_applying)
        return; // the change came from this text: keep it exactly as typed
    rewriteEditable();
}

void DdlDock::rewriteEditable()
{
    // A diagram edit or an undo: the model is the truth, so the text follows it. Any unapplied
    // typing is superseded by the explicit action.
    dropTypedText();
    m_settingText = true;
    editableEditor()->replaceText(writeEditable());
    editableEditor()->clearError();
    m_settingText = false;
    setStatus(tr("In sync with the diagram."), false);
    setDraft(false);
}

PiecedText DdlDock::writeEditable()
{
    // Every change since the memo's last write went through onSchemaChanged (typed text applied
    // without a rewrite too), so the tables it did not name are as the memo printed them.
    if (m_changedSinceEditableWrite)
        m_editableMemo.tellChangedTables(std::move(*m_changedSinceEditableWrite));
    PiecedText text = writeDdlPieces(m_document->schema(), m_editableMemo);
    m_changedSinceEditableWrite.emplace();
    return text;
}

void DdlDock::onTextEdited()
{
    if (m_settingText)
        return;
    setStatus(tr("Editing..."), false);
    // The parse of the text before this key is of no use; this text's starts at once, in the
    // pause (a burst of keys in one event-loop pass starts one parse).
    m_prepared.reset();
    m_parsing = false;
    m_typedParse.request();
    m_debounce.start();
    m_draft = true;
    Q_EMIT draftChanged(); // on every keystroke: the autosave keeps the newest text
}

void DdlDock::setDraft(bool draft)
{
    if (m_draft == draft)
        return;
    m_draft = draft;
    Q_EMIT draftChanged();
}

QString DdlDock::draftText() const
{
    return m_draft ? editableEditor()->toPlainText() : QString();
}

void DdlDock::restoreDraft(const QString &text)
{
    if (text.isEmpty())
        return;
    // Through the same path as typing, so the editor's state (draft, error, undo) is the
    // user's own; the caret goes to the end, where typing usually happened.
    DdlEditor *editor = editableEditor();
    editor->setPlainText(text);
    editor->moveCursor(QTextCursor::End);
    applyPendingEdit();
}

void DdlDock::applyTypedText()
{
    m_debounce.stop();
    if (m_prepared) {
        applyParsed(*std::exchange(m_prepared, std::nullopt));
        return;
    }
    m_parsing = true; // applied when the parse comes back
    if (!m_typedParse.requested())
        m_typedParse.request(); // none started since the text was last set aside
}

void DdlDock::applyPendingEdit()
{
    if (!hasPendingEdit())
        return;
    m_debounce.stop();
    if (m_prepared)
        applyTypedText();
    else
        m_typedParse.runNow(); // a parse in flight is of an older text or the same: dropped
}

void DdlDock::dropTypedText()
{
    m_debounce.stop();
    m_typedParse.invalidate();
    m_prepared.reset();
    m_parsing = false;
}

void DdlDock::onTypedParse(TypedParse parse)
{
    if (m_debounce.isActive())
        m_prepared = std::move(parse); // the user may type on: the pause decides
    else
        applyParsed(std::move(parse));
}

QString DdlDock::textInSync() const
{
    if (hasPendingEdit() || editableEditor()->hasError())
        return {};
    return editableEditor()->toPlainText();
}

void DdlDock::applyParsed(TypedParse parse)
{
    m_parsing = false;
    DdlEditor *editor = editableEditor();
    const Diagnostic *firstError = nullptr;
    int warnings = 0;
    for (const Diagnostic &d : parse.diagnostics) {
        if (d.isError() && !firstError)
            firstError = &d;
        warnings += d.severity == Diagnostic::Severity::Warning;
    }
    if (firstError) {
        // Keep the last good schema; show where and why the text does not work.
        showError(*firstError);
        return;
    }
    editor->clearError();
    m_applying = true;
    const bool changed = pushPreparedSchema(m_document, std::move(*parse.step), tr("Edit DDL"));
    m_applying = false;
    setDraft(false); // the text is the schema's now (an undo step holds it when it changed)
    if (warnings > 0)
        setStatus(tr("Applied, with %n warning(s).", nullptr, warnings), false);
    else
        setStatus(changed ? tr("Applied to the diagram.") : tr("In sync with the diagram."), false);
}

void DdlDock::convertedOutOfDate()
{
    // Shown: the current tab, or visible on its own (the dock split or the tab torn off).
    if (m_tabs->currentWidget() == convertedEditor() || convertedEditor()->isVisible())
        m_conversion.request();
    else
        m_conversion.invalidate(); // converted when its tab is shown
}

PiecedText DdlDock::convertedText(const Schema &schema, ConvertedMemo *memo, std::optional<std::vector<ObjectId>> changedTables)
{
    ConvertedMemo scratch; // the tests' and benchmarks' calls, which keep no memo
    ConvertedMemo &m = memo ? *memo : scratch;
    if (changedTables)
        m.conversion.tellChangedTables(std::move(*changedTables));
    const Dialect target = schema.dialect == Dialect::GoogleSql ? Dialect::PostgreSql : Dialect::GoogleSql;
    const ConversionResult converted = convertSchema(schema, target, m.conversion);
    // The memo's statements were printed from the memo's last conversion: of its tables, only
    // those converted afresh can print differently.
    m.statements.tellChangedTables(m.conversion.convertedAfresh());
    QString notes;
    for (const Diagnostic &d : converted.diagnostics)
        notes += QStringLiteral("-- %1: %2\n").arg(severityName(d.severity), d.message);
    return writeDdlPieces(converted.schema, m.statements, notes);
}

void DdlDock::revealTable(ObjectId id)
{
    for (const Table &t : m_document->schema().tables) {
        if (t.id != id)
            continue;
        DdlEditor *editor = editableEditor();
        if (editor->hasFocus())
            return; // never move the cursor under the user's typing
        m_settingText = true;
        editor->revealTable(t.name);
        m_settingText = false;
        return;
    }
}

} // namespace ssd
