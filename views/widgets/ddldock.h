#pragma once

// The DDL dock: one tab per dialect. The schema's own dialect is editable and two-way: model
// changes rewrite it at once; typing is applied after a short pause, as one undo command, when it
// parses (the text stays exactly as typed). While it does not parse, the first error is
// underlined and the diagram keeps the last good schema. The parse, and the undo step it makes,
// are prepared on a pool thread as the user types, so the pause usually hides them (at 5,000
// tables ~60 ms) and its end only pushes the step. The other tab is a
// live read-only conversion, computed on a pool thread (at 5,000 tables it takes ~70 ms).
//
// Typed text that is not the schema yet (it does not parse, or the pause has not passed) is a
// draft: no undo step holds it, so the autosave asks draftText() for it (draftChanged() says
// when to ask) and a recovery puts it back with restoreDraft().

#include "commands.h"
#include "ddl.h"
#include "diagnostic.h"
#include "latestrun.h"
#include "schema.h"
#include "writer/conversionmemo.h"
#include "writer/piecedtext.h"
#include "writer/statementmemo.h"

#include <QDockWidget>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QLabel;
class QTabWidget;
QT_END_NAMESPACE

namespace ssd {

class DdlEditor;
class Document;
struct SchemaChange;

class DdlDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit DdlDock(Document *document, QWidget *parent = nullptr);

    DdlEditor *editableEditor() const;
    DdlEditor *convertedEditor() const;
    DdlEditor *editor(Dialect dialect) const;
    QString statusText() const;
    int debounceMilliseconds() const { return m_debounce.interval(); }

    // The pause after typing is over (the debounce timer's end; a benchmark may end it early):
    // the typed text's parse, made on a pool thread since the last key, is applied when it
    // parses (at once when it is ready, else when it comes back), or its first error shown.
    void applyTypedText();
    // The typed text's parse is ready, waiting for the pause to end (benchmarks, tests).
    bool typedTextPrepared() const { return m_prepared.has_value(); }
    // Applies typed text now, on this thread, for callers that need the design current at once
    // (Save, Compare, tests) instead of waiting for the pause and the parse.
    void applyPendingEdit();
    // Typed text waits for the pause or for its parse.
    bool hasPendingEdit() const { return m_debounce.isActive() || m_parsing; }
    // The editable text when it is in sync with the model (what Save should write), else empty.
    QString textInSync() const;
    // The converted tab shows the schema as it is now (false while its refresh is queued, or
    // while it waits, hidden, to be shown).
    bool convertedInSync() const { return !m_conversion.pending(); }
    // After a reset that shows the file's own text, a pool thread prints the schema once so that
    // the first edit's rewrite reuses the statements it does not change (benchmarks wait for it).
    bool warmingUp() const { return m_warmEditableMemo.pending(); }
    // What the editable tab's last rewrite printed and reused (tests).
    const StatementMemo &editableMemo() const { return m_editableMemo; }
    // What the converted tab converted and printed last, so that an edit converts and prints
    // only the tables it changed; its one run at a time owns it.
    struct ConvertedMemo
    {
        ConversionMemo conversion;
        StatementMemo statements;
    };
    // What the converted tab shows for `schema`: its conversion to the other dialect, with what
    // that dialect cannot say listed on top as comments. `changedTables`: the tables added or
    // changed since the memo's last run, when known (ConversionMemo::tellChangedTables).
    static PiecedText convertedText(const Schema &schema, ConvertedMemo *memo = nullptr,
                                    std::optional<std::vector<ObjectId>> changedTables = std::nullopt);

    // The editable text while it holds typing that is not part of the schema (not applied yet,
    // or not parsing); empty while the text shows the schema.
    QString draftText() const;
    bool hasDraft() const { return m_draft; }
    // Puts a recovered draft back as if typed and parses it at once: an error is underlined as
    // usual (the diagram keeps the schema); text that parses is applied as one undo step.
    void restoreDraft(const QString &text);

    // Marks the first error of the parse that produced the document (after Open).
    void showDiagnostics(const Diagnostics &diagnostics);

    // Diagram -> text selection: put the cursor on the table's statement.
    void revealTable(ObjectId id);

Q_SIGNALS:
    // Text -> diagram selection: the cursor moved onto a table's statement.
    void tableActivated(ssd::ObjectId id);
    // The user typed, or the text came back in step with the schema: draftText() may differ.
    void draftChanged();

private:
    void updateTabTexts();
    void onDocumentReset();
    void onSchemaChanged(const SchemaChange &change);
    void onTextEdited();
    // The parse of the typed text and, when it parses, its undo step prepared against the
    // document's revision then.
    struct TypedParse
    {
        Diagnostics diagnostics;
        std::optional<PreparedSchema> step;
    };
    // A parse came back: kept until the pause ends, or applied if it has.
    void onTypedParse(TypedParse parse);
    // What the parse of the typed text says: its first error is shown, or the schema applied.
    void applyParsed(TypedParse parse);
    // Typed text will not be applied: the model's text replaced it, or the document changed.
    void dropTypedText();
    // The other dialect's text no longer shows the schema: converted again on a pool thread
    // while its tab is shown, else when it is shown next.
    void convertedOutOfDate();
    void rewriteEditable();
    PiecedText writeEditable();
    void setStatus(const QString &text, bool error);
    void showError(const Diagnostic &error);
    void setDraft(bool draft);

    Document *m_document;
    QTabWidget *m_tabs;
    DdlEditor *m_editors[2];
    QLabel *m_status;
    QTimer m_debounce;
    // What the tabs printed last, so that an edit prints only the objects it changed: the
    // editable tab's is the GUI thread's, the converted tab's belongs to its one run at a time.
    StatementMemo m_editableMemo;
    // The tables added or changed since the editable memo's last write, from the document's
    // changes (each found by comparing values), so the memo compares only those; null when the
    // memo cannot be told (no write since the last reset, or a change of everything).
    std::optional<std::vector<ObjectId>> m_changedSinceEditableWrite;
    std::shared_ptr<ConvertedMemo> m_convertedMemo = std::make_shared<ConvertedMemo>();
    // The same as m_changedSinceEditableWrite for the converted memo's next run.
    std::optional<std::vector<ObjectId>> m_changedSinceConversion;
    LatestRun<PiecedText> m_conversion; // convertedText() of the schema, for the read-only tab
    // The typed text's parse (at 5,000 tables ~45 ms, so not on the GUI thread), from the first
    // key on; m_prepared holds it until the pause ends.
    LatestRun<TypedParse> m_typedParse;
    std::optional<TypedParse> m_prepared;
    // The editable memo filled on a pool thread from `schema`, a snapshot (warmingUp()).
    struct WarmMemo
    {
        StatementMemo memo;
        std::shared_ptr<const Schema> schema;
    };
    LatestRun<WarmMemo> m_warmEditableMemo;
    bool m_parsing = false; // the pause has ended and the typed text's parse is queued or running
    bool m_settingText = false;
    bool m_applying = false;
    bool m_draft = false; // the user's typing is not (yet) what the schema holds
};

} // namespace ssd
