#include "readpathpanel.h"

#include "document.h"
#include "namechoice.h"
#include "queries/queryfile.h"
#include "retranslator.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace ssd {

ReadPathPanel::ReadPathPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_choice(new QComboBox)
    , m_description(new QLabel)
{
    m_choice->setObjectName(QStringLiteral("layoutQuery"));
    m_description->setObjectName(QStringLiteral("layoutReadPath"));
    m_description->setWordWrap(true);
    m_description->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *label = new QLabel;
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(label);
    row->addWidget(m_choice, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_description);
    connect(m_choice, &QComboBox::currentIndexChanged, this, [this] { Q_EMIT currentQueryChanged(currentQuery()); });
    connect(m_document, &Document::queriesChanged, this, &ReadPathPanel::updateChoices);
    connect(m_document, &Document::documentReset, this, &ReadPathPanel::updateChoices);
    (new Retranslator(this))->add([this, label] {
        label->setText(tr("Read path of:"));
        m_choice->setToolTip(tr("Pick one of the Queries dock's queries: the rows it reads are numbered in read order, "
                                "and the splits it touches stay coloured"));
        if (m_choice->count() > 0)
            m_choice->setItemText(0, tr("(no query)"));
    });
    updateChoices();
}

QString ReadPathPanel::currentQuery() const { return m_choice->currentData().toString(); }

bool ReadPathPanel::setCurrentQuery(const QString &name)
{
    updateChoices();
    return namechoice::select(m_choice, name);
}

void ReadPathPanel::updateChoices()
{
    // The names come from the text alone; what they read is traced against the layout's schema.
    Diagnostics ignored; // the Queries dock shows them
    m_queries = queries::parseQueries(m_document->queriesText(), m_document->schema(), ignored);
    QStringList names;
    for (const queries::Query &q : m_queries)
        names << q.name;
    const QString current = currentQuery();
    namechoice::setNames(m_choice, tr("(no query)"), names);
    if (currentQuery() != current)
        Q_EMIT currentQueryChanged(currentQuery());
}

queries::ReadPath ReadPathPanel::trace(const Schema &schema, const SampleData &rows, const StorageLayout &layout,
                                       const SplitAssignment &splits)
{
    const QString name = currentQuery();
    Diagnostics ignored;
    m_queries = queries::parseQueries(m_document->queriesText(), schema, ignored);
    const auto query = std::find_if(m_queries.begin(), m_queries.end(), [&](const queries::Query &q) { return q.name == name; });
    if (name.isEmpty() || query == m_queries.end()) {
        m_description->clear();
        m_description->setVisible(false);
        return {};
    }
    const queries::QueryAccess access = queries::analyseQuery(*query, schema);
    queries::ReadPath path = queries::traceReadPath(*query, access, schema, rows, layout, splits);
    // Compact under the choice (how the query is read, then what that costs here), so that the
    // strip keeps its room; the rows step by step in the tooltip.
    const QStringList steps = queries::describeReadPath(path, layout, splits);
    QStringList lines = queries::describeAccess(*query, access);
    if (!steps.isEmpty())
        lines << steps.constLast();
    m_description->setText(lines.join(QLatin1Char('\n')));
    m_description->setToolTip(steps.join(QLatin1Char('\n')));
    m_description->setVisible(true);
    return path;
}

QString ReadPathPanel::description() const { return m_description->text() + QLatin1Char('\n') + m_description->toolTip(); }

} // namespace ssd
