#include "lessons.h"

#include <QFile>
#include <QLocale>

namespace ssd {

namespace {

SimulationPreset preset(const QString &label, const QString &table, const QString &strategy, int rate, int servers = 4,
                        int ticks = 120)
{
    SimulationPreset p;
    p.label = label;
    p.settings.table = table;
    p.settings.strategy = strategy;
    p.settings.insertsPerSecond = rate;
    p.settings.servers = servers;
    p.settings.capacity = 3500;
    p.settings.ticks = ticks;
    p.settings.seed = 1;
    return p;
}

// The lesson's schema with its comments in the current language when there is such a copy
// (":/lessons/pt_BR/interleaving.sql"), else the English one. Both define the same schema
// (translations_catalogue checks it).
QString lessonResource(const QString &file)
{
    const QString localized = QStringLiteral(":/lessons/%1/%2").arg(QLocale().name(), file);
    return QFile::exists(localized) ? localized : QStringLiteral(":/lessons/") + file;
}

} // namespace

// The read paths of five queries over one schema: what a key, an index and interleaving spare.
Lesson Lessons::indexesForQueries()
{
    Lesson lesson;
    lesson.id = QStringLiteral("indexes-for-queries");
    lesson.title = tr("Indexes for your queries");
    lesson.resource = lessonResource(QStringLiteral("indexes-for-queries.sql"));
    lesson.rowsPerTable = 6;
    lesson.splits = 3;
    // Identifiers, as in the application's code: not translated.
    lesson.queries = QStringLiteral(
        "-- name: GetCustomer\n-- per second: 500\n"
        "SELECT Name, Email FROM Customers WHERE CustomerId = @id;\n\n"
        "-- name: OrdersOfCustomer\n-- per second: 200\n"
        "SELECT OrderId, Total FROM Orders WHERE CustomerId = @id;\n\n"
        "-- name: CustomerWithOrders\n-- per second: 50\n"
        "SELECT c.Name, o.Total FROM Customers c JOIN Orders o ON o.CustomerId = c.CustomerId WHERE c.CustomerId = @id;\n\n"
        "-- name: Login\n-- per second: 100\n"
        "SELECT CustomerId, Name FROM Customers WHERE Email = @email;\n\n"
        "-- name: CustomersNamed\n-- per second: 20\n"
        "SELECT CustomerId FROM Customers WHERE Name = @name;\n");
    lesson.text = tr(
        "<h3>Indexes for your queries</h3>"
        "<p>How Spanner reads a query decides how fast it is. Pick a query below (or in the <b>Queries</b> dock): "
        "the rows it reads are numbered on the physical layout in the order they are read, and the splits it "
        "touches keep their colour.</p><ul>"
        "<li><b>GetCustomer</b> fixes the whole primary key: a <b>point read</b> of one row in one split.</li>"
        "<li><b>OrdersOfCustomer</b> fixes the key's first column: a <b>range read</b> of the orders inside one "
        "customer's row tree.</li>"
        "<li><b>CustomerWithOrders</b> joins on the parent key of an interleaved table: a <b>local join</b>, the "
        "customer and its orders come from the same row tree.</li>"
        "<li><b>Login</b> filters on Email: the index <b>CustomersByEmail</b> finds the entry, then a "
        "<b>back-join</b> reads Name from the base row, somewhere else in the key space.</li>"
        "<li><b>CustomersNamed</b> filters on a column no key or index starts with: a <b>full scan</b> of every "
        "customer in every split.</li></ul>");
    lesson.text += tr(
        "<p><b>Fix it yourself:</b> the Checklist proposes an index for CustomersNamed and STORING (Name) for "
        "Login's index. Apply them (double-click a finding to see its query) and pick the query again: the scan "
        "becomes one index entry, and the back-join disappears.</p>");
    lesson.queryPresets = {{tr("Point read: GetCustomer"), QStringLiteral("GetCustomer")},
                           {tr("Range in one row tree: OrdersOfCustomer"), QStringLiteral("OrdersOfCustomer")},
                           {tr("Local join: CustomerWithOrders"), QStringLiteral("CustomerWithOrders")},
                           {tr("Index, then back-join: Login"), QStringLiteral("Login")},
                           {tr("Full scan: CustomersNamed"), QStringLiteral("CustomersNamed")}};
    return lesson;
}

std::vector<Lesson> Lessons::all()
{
    std::vector<Lesson> lessons;

    Lesson interleaving;
    interleaving.id = QStringLiteral("interleaving");
    interleaving.title = tr("Interleaving (music)");
    interleaving.resource = lessonResource(QStringLiteral("interleaving.sql"));
    interleaving.compareTable = QStringLiteral("Albums");
    // 8 rows per table in 3 splits: the seed's picture, every boundary between row trees and one
    // between Singers(3) and Singers(4).
    interleaving.rowsPerTable = 8;
    interleaving.splits = 3;
    interleaving.text = tr(
        "<h3>Interleaving: parent and child rows stored together</h3>"
        "<p>Spanner stores rows sorted by primary key. An interleaved child table's key starts with its parent's key, "
        "so each album is stored right after its singer, and each song after its album: "
        "<i>Singers(1), Albums(1, 1), Songs(1, 1, 1), Songs(1, 1, 2), Albums(1, 2), Singers(2)</i>. "
        "A singer with everything below it is one <b>row tree</b> (the brackets).</p>"
        "<p>Spanner cuts the key space into <b>splits</b> and prefers to cut between row trees (the red lines), "
        "so reading a singer with its albums and songs usually touches one split on one server.</p>"
        "<p>The right-hand picture shows the same rows if Albums were <b>not</b> interleaved: the albums form "
        "their own key range, away from their singers. Try toggling a key column to DESC in the properties: "
        "the order changes at once.</p>");
    interleaving.presets.push_back(preset(tr("Inserts into Albums (sequential album ids per singer)"), QStringLiteral("Albums"),
                                          QStringLiteral("sequential"), 7000));
    lessons.push_back(interleaving);

    Lesson timestamp;
    timestamp.id = QStringLiteral("timestamp-hotspot");
    timestamp.title = tr("Timestamp hotspot and its four fixes");
    timestamp.resource = lessonResource(QStringLiteral("timestamp-hotspot.sql"));
    timestamp.text = tr(
        "<h3>A timestamp first in the key is a hotspot</h3>"
        "<p><b>Events</b> is keyed by <i>EventTime</i>: every new row sorts after all the others, so all inserts go to the "
        "last split. Spanner splits it, but the new end is hot again: the hotspot <b>moves</b> along the key space "
        "(the bright diagonal, MOVING_HOT_SPOT events) and throughput stays at one server's capacity whatever the "
        "number of servers.</p>"
        "<p>Run the presets below and compare. The four fixes:</p><ol>"
        "<li><b>UUIDv4 key</b> (EventsByUuid): inserts spread over the whole key space; splits double until all servers work.</li>"
        "<li><b>Bit-reversed sequence</b> (EventsBitReversed): the same spread with an integer key.</li>"
        "<li><b>Hash shard prefix</b> (EventsSharded, hash:4): four parallel append points, four servers' throughput.</li>"
        "<li><b>Swapped key order</b> (EventsByUser): the user first, then the time; each user appends at its own place.</li></ol>");
    timestamp.text += tr(
        "<p><b>Fix it yourself:</b> open the Checklist, select the warning on <b>Events</b> and apply one of its fixes "
        "(reorder the key, add a hash shard column, or make the key a UUID). The first preset uses the strategy "
        "<i>auto</i>, which follows the table's key: press Play again and watch the load spread over the servers.</p>");
    timestamp.presets = {preset(tr("Timestamp key (the hotspot)"), QStringLiteral("Events"), QStringLiteral("auto"), 14000),
                         preset(tr("Fix 1: UUIDv4 key"), QStringLiteral("EventsByUuid"), QStringLiteral("uuid4"), 17500),
                         preset(tr("Fix 2: bit-reversed sequence"), QStringLiteral("EventsBitReversed"), QStringLiteral("bit-reversed"), 17500),
                         preset(tr("Fix 3: hash shard prefix"), QStringLiteral("EventsSharded"), QStringLiteral("hash:4"), 14000),
                         preset(tr("Fix 4: swapped key order"), QStringLiteral("EventsByUser"), QStringLiteral("swapped"), 14000)};
    lessons.push_back(timestamp);

    Lesson index;
    index.id = QStringLiteral("global-index-hotspot");
    index.title = tr("Global index hotspot");
    index.resource = lessonResource(QStringLiteral("global-index-hotspot.sql"));
    index.text = tr(
        "<h3>A well-keyed table with a hot index</h3>"
        "<p><b>Orders</b> uses a UUID key, so its inserts spread evenly. But the global index <b>OrdersByCreatedAt</b> "
        "is stored like a table of its own, sorted by the commit timestamp: every new order adds an index entry "
        "at the end of the index's key range.</p>"
        "<p>In the heatmap the Orders ranges stay uniform while the index shows the moving diagonal. "
        "Fixes: shard the index (a hash prefix column first), or avoid indexing the bare timestamp.</p>");
    index.presets.push_back(preset(tr("UUID inserts into Orders"), QStringLiteral("Orders"), QStringLiteral("uuid4"), 7000));
    lessons.push_back(index);

    Lesson tenancy;
    tenancy.id = QStringLiteral("multi-tenancy");
    tenancy.title = tr("Multi-tenancy");
    tenancy.resource = lessonResource(QStringLiteral("multi-tenancy.sql"));
    tenancy.rowsPerTable = 6;
    tenancy.splits = 3;
    tenancy.compareTable = QStringLiteral("Documents");
    tenancy.text = tr(
        "<h3>Tenant first in every key</h3>"
        "<p>With <i>TenantId</i> leading every primary key, and tenant data interleaved in <b>Tenants</b>, each tenant's rows "
        "form one row tree: they are stored together and move between servers together.</p>"
        "<p><b>ActivityLog</b> is keyed by (TenantId, LoggedAt): each tenant appends at its own place, so inserts spread "
        "over the tenants (the swapped-order preset, with a skewed, Zipf-like mix of busy and quiet tenants). "
        "A very busy tenant can still be a hotspot of its own.</p>");
    tenancy.presets = {preset(tr("Activity of many tenants (tenant, time)"), QStringLiteral("ActivityLog"), QStringLiteral("swapped"), 14000),
                       preset(tr("New tenants with sequential ids"), QStringLiteral("Tenants"), QStringLiteral("sequential"), 7000)};
    lessons.push_back(tenancy);
    lessons.push_back(indexesForQueries());
    return lessons;
}

std::optional<Lesson> Lessons::find(const QString &id)
{
    for (Lesson &lesson : all())
        if (lesson.id == id)
            return std::move(lesson);
    return std::nullopt;
}

} // namespace ssd
