#include "migrationpreview.h"

#include "ddlhighlighter.h"
#include "retranslator.h"

#include <QFontDatabase>
#include <QGridLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <array>

namespace ssd {

using migration::StepKind;

namespace {

constexpr std::array kKinds{StepKind::InPlace, StepKind::Validating, StepKind::Destructive, StepKind::Recreate};
constexpr int kMaxProblemsShown = 4;
// Past this many steps the rows start collapsed, so that the list stays a list.
constexpr int kExpandAllUpTo = 12;

enum Column { TickColumn, KindColumn, ObjectColumn, ExplanationColumn, ColumnCount };
constexpr int kStepRole = Qt::UserRole + 1;

QFont monospaceFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setStyleHint(QFont::Monospace);
    return font;
}

// A small filled square in the kind's colour: the legend's and the rows' mark (the kind is also
// written out, so the colour is never the only sign).
QPixmap paintKindSwatch(StepKind kind)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(MigrationPreview::kindColor(kind).darker(130));
    painter.setBrush(MigrationPreview::kindColor(kind));
    painter.drawRoundedRect(QRectF(0.5, 0.5, 11, 11), 2, 2);
    return pixmap;
}

// Painted once per kind: a 10,000-step plan would otherwise paint 10,000 pixmaps.
const QIcon &kindSwatch(StepKind kind)
{
    static const std::array<QIcon, 4> swatches{QIcon(paintKindSwatch(StepKind::InPlace)), QIcon(paintKindSwatch(StepKind::Validating)),
                                               QIcon(paintKindSwatch(StepKind::Destructive)),
                                               QIcon(paintKindSwatch(StepKind::Recreate))};
    return swatches[size_t(kind)];
}

// Past this size the script is shown without colours: highlighting a megabyte of DDL on every
// tick would make ticking slow.
constexpr qsizetype kHighlightUpTo = 200 * 1024;

} // namespace

MigrationPreview::MigrationPreview(QWidget *parent)
    : QWidget(parent)
    , m_retranslator(new Retranslator(this))
    , m_pages(new QStackedWidget(this))
    , m_empty(new QLabel(this))
    , m_steps(new QTreeWidget(this))
    , m_problems(new QLabel(this))
    , m_scriptTitle(new QLabel(this))
    , m_script(new QPlainTextEdit(this))
    , m_highlighter(new DdlHighlighter(m_script->document(), Dialect::GoogleSql))
{
    setObjectName(QStringLiteral("migrationPreview"));
    m_steps->setObjectName(QStringLiteral("migrationSteps"));
    m_problems->setObjectName(QStringLiteral("migrationProblems"));
    m_script->setObjectName(QStringLiteral("migrationScript"));
    m_empty->setObjectName(QStringLiteral("migrationEmpty"));

    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_steps->setColumnCount(ColumnCount);
    m_steps->setRootIsDecorated(true);
    m_steps->setUniformRowHeights(false);
    m_steps->setWordWrap(true);
    m_steps->header()->setStretchLastSection(true);
    // Widths set from the texts (populate), not ResizeToContents: that measures every row again
    // on each tick, which costs half a second on a 10,000-step plan.
    m_steps->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_steps->header()->setStretchLastSection(true);
    m_steps->setColumnWidth(ObjectColumn, 220);
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(kindColor(StepKind::Destructive).name()));
    m_problems->hide();
    m_script->setReadOnly(true);
    m_script->setFont(monospaceFont());
    m_script->setLineWrapMode(QPlainTextEdit::NoWrap);

    auto *legend = new QGridLayout;
    legend->setHorizontalSpacing(6);
    for (size_t i = 0; i < kKinds.size(); ++i) {
        auto *swatch = new QLabel(this);
        swatch->setPixmap(paintKindSwatch(kKinds[i]));
        auto *text = new QLabel(this);
        text->setObjectName(QStringLiteral("migrationLegend%1").arg(i));
        text->setWordWrap(true);
        m_legend.push_back(text);
        const int row = int(i) / 2, column = (int(i) % 2) * 2;
        // Both at the top, so that the swatch stands beside the first line of a wrapped text.
        swatch->setContentsMargins(column ? 18 : 0, 3, 0, 0);
        legend->addWidget(swatch, row, column, Qt::AlignTop | Qt::AlignLeft);
        legend->addWidget(text, row, column + 1, Qt::AlignTop);
    }
    legend->setColumnStretch(1, 1);
    legend->setColumnStretch(3, 1);

    auto *stepsPage = new QWidget(this);
    auto *stepsLayout = new QVBoxLayout(stepsPage);
    stepsLayout->setContentsMargins(0, 0, 0, 0);
    auto *splitter = new QSplitter(Qt::Vertical, stepsPage);
    auto *scriptBox = new QWidget(splitter);
    auto *scriptLayout = new QVBoxLayout(scriptBox);
    scriptLayout->setContentsMargins(0, 4, 0, 0);
    scriptLayout->addWidget(m_scriptTitle);
    scriptLayout->addWidget(m_script);
    splitter->addWidget(m_steps);
    splitter->addWidget(scriptBox);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({320, 160}); // the steps first: they are what is chosen
    stepsLayout->addLayout(legend);
    stepsLayout->addWidget(splitter, 1);
    stepsLayout->addWidget(m_problems);
    m_pages->addWidget(stepsPage);
    m_pages->addWidget(m_empty);

    auto *main = new QVBoxLayout(this);
    main->setContentsMargins(0, 0, 0, 0);
    main->addWidget(m_pages);

    connect(m_steps, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        if (m_populating || column != TickColumn || item->parent())
            return;
        const size_t step = size_t(item->data(TickColumn, kStepRole).toULongLong());
        const bool ticked = item->checkState(TickColumn) == Qt::Checked;
        if (step >= m_included.size() || m_included[step] == ticked)
            return;
        // A recreate is several steps (the drop, the create, its dependants'): one tick for all,
        // so that no script drops a table without creating it again.
        std::vector<size_t> together = m_references->recreateGroup(step);
        if (together.empty())
            together.push_back(step);
        m_populating = true;
        for (size_t member : together) {
            m_included[member] = ticked;
            if (QTreeWidgetItem *memberItem = stepItem(member))
                memberItem->setCheckState(TickColumn, ticked ? Qt::Checked : Qt::Unchecked);
        }
        m_populating = false;
        updateScript();
        Q_EMIT inclusionChanged();
    });
    connect(m_steps, &QTreeWidget::itemExpanded, this, &MigrationPreview::spanChildren);
    m_retranslator->add([this] { retranslate(); });
}

MigrationPreview::~MigrationPreview() = default;

QColor MigrationPreview::kindColor(StepKind kind)
{
    switch (kind) {
    case StepKind::InPlace:
        return QColor(0x2e, 0x7d, 0x32); // green: nothing at risk
    case StepKind::Validating:
        return QColor(0xc7, 0x7c, 0x02); // amber: may be refused by existing rows
    case StepKind::Destructive:
        return QColor(0xc6, 0x28, 0x28); // red: data is lost
    case StepKind::Recreate:
        return QColor(0x7b, 0x1f, 0xa2); // purple: dropped and made again, data lost
    }
    return {};
}

QString MigrationPreview::kindLabel(StepKind kind)
{
    switch (kind) {
    case StepKind::InPlace:
        return tr("In place");
    case StepKind::Validating:
        return tr("Validating");
    case StepKind::Destructive:
        return tr("Destructive");
    case StepKind::Recreate:
        return tr("Recreate");
    }
    return {};
}

QString MigrationPreview::kindDescription(StepKind kind)
{
    switch (kind) {
    case StepKind::InPlace:
        return tr("changes the schema without touching the data");
    case StepKind::Validating:
        return tr("Spanner checks the existing rows and refuses the change if one breaks it");
    case StepKind::Destructive:
        return tr("drops a table or column: its data is lost");
    case StepKind::Recreate:
        return tr("cannot change in place: dropped and created again, its data is lost");
    }
    return {};
}

QString MigrationPreview::objectKindLabel(const QString &objectKind)
{
    static const char *const kinds[] = {
        QT_TR_NOOP("table"),  QT_TR_NOOP("column"),        QT_TR_NOOP("index"),
        QT_TR_NOOP("sequence"), QT_TR_NOOP("view"),        QT_TR_NOOP("change stream"),
        QT_TR_NOOP("foreign key"), QT_TR_NOOP("check"),    QT_TR_NOOP("row deletion policy"),
        QT_TR_NOOP("schema"), QT_TR_NOOP("database"),      QT_TR_NOOP("role"),
        QT_TR_NOOP("grant"),  QT_TR_NOOP("model"),         QT_TR_NOOP("locality group"),
        QT_TR_NOOP("property graph"), QT_TR_NOOP("search index"), QT_TR_NOOP("vector index"),
    };
    for (const char *kind : kinds)
        if (objectKind == QLatin1StringView(kind))
            return tr(kind);
    return objectKind; // a kind the planner learnt later: its own word
}

void MigrationPreview::setPlan(migration::MigrationPlan plan, Dialect dialect)
{
    m_plan = std::move(plan);
    m_dialect = dialect;
    m_highlighter->setDialect(dialect);
    m_included = migration::defaultInclusion(m_plan);
    m_references = std::make_unique<migration::StepReferences>(m_plan, dialect);
    populate();
    Q_EMIT inclusionChanged();
}

void MigrationPreview::setIncluded(size_t step, bool included)
{
    if (QTreeWidgetItem *item = stepItem(step))
        item->setCheckState(TickColumn, included ? Qt::Checked : Qt::Unchecked); // itemChanged does the rest
}

int MigrationPreview::includedCount() const { return int(std::count(m_included.begin(), m_included.end(), true)); }

QString MigrationPreview::script() const { return migration::includedStepsSql(m_plan, m_included); }

QTreeWidgetItem *MigrationPreview::stepItem(size_t step) const
{
    return step < size_t(m_steps->topLevelItemCount()) ? m_steps->topLevelItem(int(step)) : nullptr;
}

QString MigrationPreview::stepTitle(size_t step) const
{
    const migration::Step &s = m_plan.steps[step];
    return s.objectKind.isEmpty() ? tr("%1 (%2)").arg(step + 1).arg(s.object)
                                  : tr("%1 (%2 %3)").arg(step + 1).arg(objectKindLabel(s.objectKind), s.object);
}

// The items are built apart and inserted at once, with their texts: inserting or changing them
// one by one in the view makes it measure every row again for the columns sized to contents,
// which made a 500-step plan take 8 s.
void MigrationPreview::populate()
{
    m_populating = true;
    m_steps->clear();
    const QFont statementFont = monospaceFont();
    QList<QTreeWidgetItem *> items;
    items.reserve(qsizetype(m_plan.steps.size()));
    for (size_t i = 0; i < m_plan.steps.size(); ++i) {
        const migration::Step &step = m_plan.steps[i];
        auto *item = new QTreeWidgetItem;
        item->setData(TickColumn, kStepRole, qulonglong(i));
        item->setText(TickColumn, QString::number(i + 1));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(TickColumn, m_included[i] ? Qt::Checked : Qt::Unchecked);
        item->setIcon(KindColumn, kindSwatch(step.kind));
        item->setForeground(KindColumn, kindColor(step.kind));
        item->setText(KindColumn, kindLabel(step.kind));
        item->setToolTip(KindColumn, kindDescription(step.kind));
        item->setText(ObjectColumn, step.objectKind.isEmpty() ? step.object
                                                              : tr("%1 %2").arg(objectKindLabel(step.objectKind), step.object));
        item->setToolTip(ObjectColumn, step.object);
        item->setText(ExplanationColumn, step.explanation);
        item->setToolTip(ExplanationColumn, step.explanation);
        if (step.kind == StepKind::Validating && !step.failsWhen.isEmpty()) {
            auto *fails = new QTreeWidgetItem(item);
            fails->setText(TickColumn, tr("Fails when: %1").arg(step.failsWhen));
            fails->setForeground(TickColumn, kindColor(StepKind::Validating));
        }
        for (const QString &statement : step.statements) {
            auto *child = new QTreeWidgetItem(item);
            child->setText(TickColumn, statement + u';');
            child->setFont(TickColumn, statementFont);
            child->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        }
        items << item;
    }
    m_steps->addTopLevelItems(items);
    sizeColumns();
    // A statement row spans the columns; spans exist only for rows in a view, and setting them
    // costs, so a long plan gets them when a row is expanded.
    if (m_plan.steps.size() <= size_t(kExpandAllUpTo)) {
        for (QTreeWidgetItem *item : std::as_const(items))
            spanChildren(item);
        m_steps->expandAll();
    }
    m_populating = false;
    m_empty->setText(!m_plan.error.isEmpty() ? m_plan.error : tr("No changes: the design is the same as the baseline."));
    m_pages->setCurrentIndex(m_plan.steps.empty() ? 1 : 0);
    updateScript();
}

void MigrationPreview::spanChildren(QTreeWidgetItem *item)
{
    for (int c = 0; c < item->childCount(); ++c)
        item->child(c)->setFirstColumnSpanned(true);
}

void MigrationPreview::sizeColumns()
{
    const QFontMetrics metrics = m_steps->fontMetrics();
    const int padding = 2 * m_steps->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 12;
    // The tick column holds the tree's indentation, a check box and the highest step number.
    const int check = m_steps->style()->pixelMetric(QStyle::PM_IndicatorWidth);
    const int number = metrics.horizontalAdvance(QString::number(m_plan.steps.size())) + padding + 8;
    m_steps->setColumnWidth(TickColumn, std::max(m_steps->indentation() + check + number,
                                                 metrics.horizontalAdvance(m_steps->headerItem()->text(TickColumn)) + padding));
    int kind = metrics.horizontalAdvance(m_steps->headerItem()->text(KindColumn));
    for (StepKind k : kKinds)
        kind = std::max(kind, metrics.horizontalAdvance(kindLabel(k)) + m_steps->style()->pixelMetric(QStyle::PM_SmallIconSize) + 12);
    m_steps->setColumnWidth(KindColumn, kind + padding);
}

void MigrationPreview::retranslate()
{
    for (size_t i = 0; i < m_legend.size(); ++i)
        m_legend[i]->setText(tr("<b>%1</b>: %2").arg(kindLabel(kKinds[i]), kindDescription(kKinds[i]).toHtmlEscaped()));
    m_steps->setHeaderLabels({tr("Step"), tr("Kind"), tr("Object"), tr("What and why")});
    populate(); // the rows' texts, in the new language
}

QStringList MigrationPreview::problems() const
{
    QStringList sentences;
    for (size_t i = 0; i < m_plan.steps.size() && m_references; ++i) {
        if (m_included[i])
            continue;
        const std::vector<size_t> needing = m_references->includedStepsNeeding(m_included, i);
        if (needing.empty())
            continue;
        QStringList later;
        for (size_t n : needing)
            later << QString::number(n + 1);
        sentences << tr("Step %1 is left out, but step(s) %2 may need it: tick it or leave them out too.", nullptr,
                        int(needing.size()))
                         .arg(stepTitle(i), later.join(QStringLiteral(", ")));
    }
    return sentences;
}

void MigrationPreview::updateScript()
{
    const int total = int(m_plan.steps.size());
    m_scriptTitle->setText(tr("Script of the ticked steps (%1 of %n):", nullptr, total).arg(includedCount()));
    const QString text = script();
    if (const bool highlight = text.size() <= kHighlightUpTo; highlight != (m_highlighter->document() != nullptr))
        m_highlighter->setDocument(highlight ? m_script->document() : nullptr);
    m_script->setPlainText(text.isEmpty() ? tr("-- No step is ticked: nothing would be written.") : text);
    QStringList sentences = problems();
    const int hidden = int(sentences.size()) - kMaxProblemsShown;
    if (hidden > 0) {
        sentences = sentences.mid(0, kMaxProblemsShown);
        sentences << tr("... and %n more.", nullptr, hidden);
    }
    m_problems->setText(sentences.join(u'\n'));
    m_problems->setVisible(!sentences.isEmpty());
}

} // namespace ssd
