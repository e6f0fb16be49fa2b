<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>CliCommon</name>
    <message>
        <source>input too large (%1): Spanner limits the DDL of a whole schema to 10 MiB (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file or directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a directory; expected a DDL file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a text file (binary data at byte %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The DDL file to read, or - for standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the input as DIALECT (googlesql or postgresql) instead of detecting it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write to OUT (replaced atomically) instead of standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also report which dialect was used and why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing the input FILE (use - for standard input)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown dialect &apos;%1&apos; (expected googlesql or postgresql)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos; for more information.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project file, format version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dialect %1 ignored: the project&apos;s schema is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dialect %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the input is empty; treating it as an empty schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dialect option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty input; GoogleSQL assumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be an integer from %2 to %3 (got &apos;%4&apos;)</source>
        <translation>--%1 deve ser um número inteiro de %2 a %3 (recebido: &apos;%4&apos;)</translation>
    </message>
</context>
<context>
    <name>CliMain</name>
    <message>
        <source>Usage: %1 COMMAND [options] FILE|-
       %1 --help | --version

Cloud Spanner schemas from the command line: canonical DDL,
conversion between the GoogleSQL and PostgreSQL dialects, the
model as JSON.

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Run &apos;%1 COMMAND --help&apos; for the options of a command.
Exit status: 0 success, 1 findings of error severity, 2 usage error,
unreadable input or input that does not parse.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos; for the list of commands.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing COMMAND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;; options follow the COMMAND</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ColumnTypes</name>
    <message>
        <source>Unknown type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid column type.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConvertCommand</name>
    <message>
        <source>Convert the schema in FILE to the dialect given by --to and print its canonical DDL. What the target dialect cannot express is reported as a warning naming the object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target dialect: googlesql or postgresql (required).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing --to googlesql|postgresql</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown dialect &apos;%1&apos; (expected googlesql or postgresql)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>convert the schema to the other dialect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DesignerMain</name>
    <message>
        <source>Design Cloud Spanner schemas: diagram, DDL in both dialects, undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A DDL file to open (GoogleSQL or PostgreSQL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[FILE]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the window to PNG after loading, then exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User interface language: en or pt_BR (default: the system&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiagramRender</name>
    <message>
        <source>cannot start SVG painting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot allocate a %1 x %2 image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot encode the PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start PDF painting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DumpCommand</name>
    <message>
        <source>Print the model of the schema in FILE as JSON: tables, columns, keys, interleaving, foreign keys, indexes and the other objects, with types spelled as in the input&apos;s dialect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format; only json for now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One line of JSON instead of indented output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (expected json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the schema model as JSON</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FixCommand</name>
    <message>
        <source>Apply the quick fixes of checklist rule ID to the schema in FILE and print the resulting DDL in the file&apos;s dialect. Each matching finding gets its first fix, or the fix named by --fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule whose findings to fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only findings about this object (Table, Table.Column, Index).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quick fix to apply when a finding offers several (see lint --format json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rule ID is required (see lint --list-rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rule &apos;%1&apos; (see lint --list-rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no applicable quick fix for [%1] %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applied %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no finding of rule %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply the quick fixes of a checklist rule and print the DDL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormatCommand</name>
    <message>
        <source>Print the canonical DDL of the schema in FILE, in its own dialect: the statements applied in order (CREATE, ALTER, DROP), then written the way Spanner prints them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the canonical DDL in the input&apos;s dialect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>Create the project file OUT (a .spdesign SQLite database) from the DDL in FILE. The schema keeps its dialect; the designer places the tables when it opens the project. A project file as FILE is written again in the current format (an upgrade).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project file to write is required: -o OUT.spdesign (a project is binary and never goes to standard output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project file written: %1 tables, %2 indexes, format version %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create a .spdesign project file from DDL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LayoutCommand</name>
    <message>
        <source>Print the physical storage order of sample rows of the schema in FILE: rows sorted by primary key (ASC/DESC, NULLs first), interleaved rows inside their parent&apos;s row tree, global indexes as their own key ranges, and split boundaries placed between row trees where possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample rows per table (default 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the sample rows (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut the rows into K splits, one server each (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tables and indexes with %2 rows each are more than %3 rows; use a smaller --rows-per-table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical layout of %1 (%2 sample rows per table, seed %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show rows in physical storage order with row trees and splits</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Interleaving (music)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Interleaving: parent and child rows stored together&lt;/h3&gt;&lt;p&gt;Spanner stores rows sorted by primary key. An interleaved child table&apos;s key starts with its parent&apos;s key, so each album is stored right after its singer, and each song after its album: &lt;i&gt;Singers(1), Albums(1, 1), Songs(1, 1, 1), Songs(1, 1, 2), Albums(1, 2), Singers(2)&lt;/i&gt;. A singer with everything below it is one &lt;b&gt;row tree&lt;/b&gt; (the brackets).&lt;/p&gt;&lt;p&gt;Spanner cuts the key space into &lt;b&gt;splits&lt;/b&gt; and prefers to cut between row trees (the red lines), so reading a singer with its albums and songs usually touches one split on one server.&lt;/p&gt;&lt;p&gt;The right-hand picture shows the same rows if Albums were &lt;b&gt;not&lt;/b&gt; interleaved: the albums form their own key range, away from their singers. Try toggling a key column to DESC in the properties: the order changes at once.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inserts into Albums (sequential album ids per singer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timestamp hotspot and its four fixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;A timestamp first in the key is a hotspot&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Events&lt;/b&gt; is keyed by &lt;i&gt;EventTime&lt;/i&gt;: every new row sorts after all the others, so all inserts go to the last split. Spanner splits it, but the new end is hot again: the hotspot &lt;b&gt;moves&lt;/b&gt; along the key space (the bright diagonal, MOVING_HOT_SPOT events) and throughput stays at one server&apos;s capacity whatever the number of servers.&lt;/p&gt;&lt;p&gt;Run the presets below and compare. The four fixes:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;UUIDv4 key&lt;/b&gt; (EventsByUuid): inserts spread over the whole key space; splits double until all servers work.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Bit-reversed sequence&lt;/b&gt; (EventsBitReversed): the same spread with an integer key.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hash shard prefix&lt;/b&gt; (EventsSharded, hash:4): four parallel append points, four servers&apos; throughput.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Swapped key order&lt;/b&gt; (EventsByUser): the user first, then the time; each user appends at its own place.&lt;/li&gt;&lt;/ol&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timestamp key (the hotspot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix 1: UUIDv4 key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix 2: bit-reversed sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix 3: hash shard prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix 4: swapped key order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global index hotspot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;A well-keyed table with a hot index&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Orders&lt;/b&gt; uses a UUID key, so its inserts spread evenly. But the global index &lt;b&gt;OrdersByCreatedAt&lt;/b&gt; is stored like a table of its own, sorted by the commit timestamp: every new order adds an index entry at the end of the index&apos;s key range.&lt;/p&gt;&lt;p&gt;In the heatmap the Orders ranges stay uniform while the index shows the moving diagonal. Fixes: shard the index (a hash prefix column first), or avoid indexing the bare timestamp.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UUID inserts into Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-tenancy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tenant first in every key&lt;/h3&gt;&lt;p&gt;With &lt;i&gt;TenantId&lt;/i&gt; leading every primary key, and tenant data interleaved in &lt;b&gt;Tenants&lt;/b&gt;, each tenant&apos;s rows form one row tree: they are stored together and move between servers together.&lt;/p&gt;&lt;p&gt;&lt;b&gt;ActivityLog&lt;/b&gt; is keyed by (TenantId, LoggedAt): each tenant appends at its own place, so inserts spread over the tenants (the swapped-order preset, with a skewed, Zipf-like mix of busy and quiet tenants). A very busy tenant can still be a hotspot of its own.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activity of many tenants (tenant, time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New tenants with sequential ids</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LintCommand</name>
    <message>
        <source>Check the schema in FILE against the checklist (50 rules: hotspots, interleaving, indexes, key types, limits). Exit status 1 when a finding has severity error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: text, json or sarif.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report findings of at least this severity: info, warning or error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule ids to skip, separated by commas (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the rules and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project settings as JSON (planned nodes, key generation, ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (text, json or sarif)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--list-rules prints text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown severity &apos;%1&apos; (info, warning or error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rule &apos;%1&apos; (see --list-rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the settings (a JSON object is expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check the schema against the checklist (text, JSON or SARIF)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectFile</name>
    <message>
        <source>cannot save: %1; free some space and save again, the previous file is intact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save: %1; the previous file is intact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save: it is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save: the folder %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save: %1 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save: the file is read-only; use Save As to save a copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save: another program has the file locked (it is writing to it); close it there or use Save As, the file was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save: cannot create a file in %1 (%2); use Save As to choose another folder, the previous file is intact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save: cannot replace the file (%1); the previous file is intact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project file is damaged: %1; the file was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the %1 table (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model table has no schema row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown model encoding %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stored schema is not valid JSON (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stored schema is invalid (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid diagram position for object %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the setting %1 is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: settings: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sample row %1 is not a JSON array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sample row %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a note has the invalid object id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a directory, not a project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too large for a project file (%1 bytes; the limit is 1 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ignored the write-ahead log %2 left by another SQLite program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty file (0 bytes), not a Spanner Schema Designer project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truncated project file: %1 bytes, shorter than a SQLite database header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a text file (to read DDL, import it instead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a SQLite database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Spanner Schema Designer project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a SQLite database without an application id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a SQLite database of another application (application_id %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, not a Spanner Schema Designer project (application_id %2, &quot;SpDs&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project format version %1 was written by a newer Spanner Schema Designer; this version reads format versions %2 to %3. Update the application to open it; the file was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no valid format version (user_version %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project file is damaged: invalid page size %1 in the header; the file was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truncated project file: the header describes %1 bytes, the file has %2; the file was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project file is damaged: SQLite&apos;s integrity check reports: %1; the file was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot upgrade it from format version %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the schema does not read back the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the diagram positions do not read back the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sample rows do not read back the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save: the new file would not load correctly (%1); this is a bug, the previous file is intact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot build the project file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the recovery folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start a recovery session</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RenderCommand</name>
    <message>
        <source>Draw the schema diagram of FILE (a DDL file or a .spdesign project) into OUT as SVG, PNG or PDF, chosen by OUT&apos;s extension or --format. Saved project positions are kept; other tables are placed automatically.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>svg, png or pdf (default: from OUT&apos;s extension; needed when writing to standard output).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw table names only, without columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG pixels per diagram point, 0.25 to 8 (default 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (expected svg, png or pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give -o OUT.svg|png|pdf, or --format when writing to standard output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tell the format of &apos;%1&apos;: use a .svg, .png or .pdf file name, or --format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--scale must be a number from 0.25 to 8 (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema diagram of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the diagram could not be drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw the schema diagram as SVG, PNG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportOutput</name>
    <message>
        <source>text, json, svg or png (default text).</source>
        <translation>text, json, svg ou png (padrão: text).</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (expected text, json, svg or png)</source>
        <translation>formato desconhecido &apos;%1&apos; (esperado: text, json, svg ou png)</translation>
    </message>
    <message>
        <source>this build of spanner-schema cannot paint (no GUI application object)</source>
        <translation>esta compilação do spanner-schema não consegue desenhar (não há objeto de aplicação gráfica)</translation>
    </message>
</context>
<context>
    <name>SchemaEdits</name>
    <message>
        <source>The index table &quot;%1&quot; does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An index needs at least one key column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no column &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 appears twice in the index key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already part of the index; it cannot also be stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An index on %1 can only be interleaved in %1 or one of its interleave ancestors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table cannot be interleaved in itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaving %1 in %2 would create a cycle: %2 is already interleaved under %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaving %1 in %2 would make the hierarchy %3 levels deep; Spanner allows at most %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a column &quot;%2&quot; that differs only in case from the parent key column %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table is not interleaved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no key columns to reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A foreign key needs as many referenced columns as columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.%2 and %3.%4 have different types.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; is already used in this schema.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The foreign key no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The column no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name cannot be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name can have at most 128 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid name: start with a letter, then use letters, digits and underscores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has interleaved child tables (%2); delete them or remove their interleave first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has a column named &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index %1 uses %2 as a key; remove it from the index first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foreign key %1 uses %2; delete the foreign key first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A foreign key of %1 references %2; delete it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a key column.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulateCommand</name>
    <message>
        <source>Simulate inserts into table T of the schema in FILE with a key strategy, tick by tick: load-based splits, moves, merges, hot rows and moving hotspots, and the throughput the servers achieve. A teaching model of the documented behaviour, not Spanner&apos;s algorithm: undocumented constants are illustrative (see docs/physical-layout.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table that receives the inserts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key strategy: sequential, timestamp, commit-timestamp, uuid4, bit-reversed, hash:N or swapped[:E[:s]].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered inserts per second (default 14000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers (default 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes per second one server handles (default 3500, an estimate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ticks of 10 s to simulate (default 120).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows inserted into each interleaved child table per insert (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing --table T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing --strategy S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown table &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 inserts/s with %3 keys on %4 servers of %5 writes/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulate splits and hotspots for inserts with a key strategy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message numerus="yes">
        <source>Move %n table(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::ActionHandler</name>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open DDL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDL files (*.sql *.ddl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;Music Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Converted DDL...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Diagram...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find Table...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No table matches &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit Diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Auto Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New table: click in the diagram where it should go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Foreign Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foreign key: drag from the referencing table to the referenced one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG image (*.svg);;PNG image (*.png);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not export the diagram to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagram exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n table(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto layout failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::ChecklistDock</name>
    <message>
        <source>Checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group by severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group by object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>

Quick fix available (right-click).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fix no longer applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3 (checked in %4 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::DdlDock</name>
    <message>
        <source>DDL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In sync with the diagram.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1, column %2: %3 (the diagram shows the last valid DDL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit DDL</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Applied, with %n warning(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Applied to the diagram.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (converted)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::DiagramScene</name>
    <message>
        <source>Create table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleave %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now interleaved in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add foreign key %1 -&gt; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foreign key added.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::FileController</name>
    <message numerus="yes">
        <source>Opened %1 with %n error(s); see the DDL dock.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Opened %1 (%2, %3 tables).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save DDL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1 DDL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 (%n conversion note(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDL files (*.sql *.ddl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::HeatmapView</name>
    <message>
        <source>Press Play or Step to run the simulation.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::IndexDialog</name>
    <message>
        <source>UNIQUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NULL_FILTERED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(global index)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleave in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key columns are used in table column order.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::MainWindow</name>
    <message>
        <source>Undo History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready (grid placement: Graphviz layout not built).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot interleave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleave %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A child table&apos;s primary key must start with its parent&apos;s key columns (%1). Add them to the start of %2&apos;s key?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix the key and interleave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleave only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] - Spanner Schema Designer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::PhysicalLayoutDock</name>
    <message>
        <source>Physical Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample rows generated for every table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the sample rows: the same seed gives the same rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of splits the rows are cut into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers the splits are spread over (0: one per split)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the layout as it would be if this table were not interleaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one per split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What if not interleaved:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no comparison)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If %1 were not interleaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rows and index entries in %2 row trees, %3 splits.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::PhysicalViews</name>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson &quot;%1&quot; opened.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::PropertiesDock</name>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one table in the diagram to edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key: the column&apos;s position in the primary key. Type: e.g. STRING(MAX), ARRAY&lt;INT64&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaved in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foreign keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete foreign key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename table %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set ON DELETE of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not interleaved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 to the key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from the key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename column %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change type of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make %1 NOT NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make %1 nullable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toggle DESC on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove interleave of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleave %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add column %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete column from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reorder columns of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected column is not part of the key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reorder the key of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add index %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit index %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete index</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::SplitSimulatorDock</name>
    <message>
        <source>Split Simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> /s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key strategy: sequential, timestamp, commit-timestamp, uuid4, bit-reversed, hash:N or swapped[:E[:s]]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered inserts per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes per second one server can serve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ticks to simulate (10 s each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inserts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ticks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema has no table to simulate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown table &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Play or Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick %1 of %2: offered %3/s, achieved %4/s, %5 splits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::checks</name>
    <message>
        <source>Documentation: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::checks::catalog</name>
    <message>
        <source>Commit timestamp as the first key part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit timestamps only grow, so a table keyed first by one inserts every row at the end of its key space: one split takes all writes even at low rates. Put a high-cardinality column first, add a shard column first (hash the other key columns; a generated column cannot read a commit timestamp), or use a UUIDv4 key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monotonic first key column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows arrive in the order of the first key column, so all inserts land in the last split and one server does all the work (best practice #1). DESC only moves the hotspot to the start. Swap the key order, add a hash shard column as the first key part, or use a UUIDv4 key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential integer first key column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An integer key filled from a counter increases monotonically and hotspots the last split. Use a bit-reversed sequence (GET_NEXT_SEQUENCE_VALUE or GENERATED BY DEFAULT AS IDENTITY (BIT_REVERSED_POSITIVE)) or a UUIDv4; if order matters, key by (shard, id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-ordered UUID key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UUIDv1/v6/v7, ULID, KSUID, Snowflake and TIMEUUID values keep a timestamp in their high-order bits and hotspot like a timestamp key. Use UUID version 4: UUID DEFAULT (NEW_UUID()).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UUID stored as a string key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The native UUID type is smaller and cannot be confused by case; a STRING(36) column cannot later be altered to UUID, and client-generated UUID strings must be lower case to mix with Spanner-generated ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low-cardinality key prefix before a monotonic column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key that starts with a column of few distinct values followed by a monotonic one has only a few append points: each prefix still appends at its end. Replace the prefix by a hash shard with at least as many values as planned nodes, or move the monotonic column behind a high-cardinality one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard count does not match the planned nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shard column with N values spreads writes over at most N ranges; N is fixed once data exists. Too few shards limit write spread, too many make every range read fan out to all shards. Set N to roughly the planned node count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global index on a monotonic column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexes are stored as tables: a global index whose first key is monotonic appends every new entry at its end and becomes a hotspot (best practice #3). Interleave the index in the parent (prefixing it with the parent key) or add a shard column as its first key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global index on a low-cardinality column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When new rows share a few index key values (for example every new player starts at the same level), index writes concentrate in one split. Prepend a partition column, use NULL_FILTERED if the column is sparse, or interleave the index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant column is not the first key part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With schema-managed multi-tenancy each tenant&apos;s rows should be contiguous, so the tenant id belongs first in the key (or a Tenants root table with the other tables interleaved in it). If tenant ids are sequential and one tenant writes heavily, that range can still hotspot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One table or schema per tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table or schema per tenant runs into the limits of 5,000 tables and 10,000 indexes per database and slows or throttles schema updates. Merge them into one table keyed by the tenant id first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence kind missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AUTO_INCREMENT, SERIAL and IDENTITY columns need the database option default_sequence_kind or an explicit BIT_REVERSED_POSITIVE; CREATE SEQUENCE needs sequence_kind = &apos;bit_reversed_positive&apos;, the only valid kind. For migrated data also skip the existing key range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaving too deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A parent chain may hold at most 7 tables (a table with 7 ancestors is rejected). Flatten the hierarchy: make one level a root table with a foreign key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Child key does not start with the parent key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An interleaved table&apos;s primary key must start with all of the parent&apos;s key columns, with the same names, in the same positions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Child key column differs from the parent&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each inherited key column must match the parent&apos;s column in type, declared length, nullability and sort order. Copy the parent column definition into the child.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleave parent missing or cyclic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The INTERLEAVE IN [PARENT] target must be an existing table, and the parent chain must not form a cycle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ON DELETE not allowed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ON DELETE is only allowed with INTERLEAVE IN PARENT; an INTERLEAVE IN table has no referential integrity. Remove the clause or use INTERLEAVE IN PARENT (an existing table is migrated in two steps).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaved child without ON DELETE CASCADE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With ON DELETE NO ACTION (the default) deleting a parent row fails while child rows exist, and TTL on the parent or its ancestors is blocked. INTERLEAVE IN (without PARENT) has no referential integrity at all. ON DELETE CASCADE deletes the children atomically; each deleted child&apos;s index entries still count as mutations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaving and a foreign key for the same relation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Represent a parent-child relation with interleaving or with a foreign key, not both: INTERLEAVE IN PARENT already enforces that the parent exists, and the foreign key costs backing indexes and checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foreign key could be interleaving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A child whose key starts with the parent&apos;s key can be interleaved: rows are co-located, joins on the key are local and large cascading deletes are safe. Interleaving cannot be removed later without recreating the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unbounded rows per parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All child rows of one parent form a single row tree. A big or hot tree forces splits inside the tree, and each parent must keep a low write rate. Use a DESC timestamp with TTL for history, move the child to a root table keyed (ParentId, Ts DESC) with a foreign key, or move large rarely read columns out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deep interleave hierarchy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every level repeats all ancestor key columns, and the 16-column / 8 KiB key budget includes them. Interleave only data that is read or written together; make rarely co-accessed levels root tables with foreign keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaved index does not start with the table key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An index interleaved in T must start with T&apos;s key columns (names may differ) with the same type, sort order and nullability. Prepend T&apos;s key columns to the index key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global index could be interleaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An index whose leading keys are an ancestor&apos;s key serves queries scoped to one ancestor row; interleaved, its writes stay in the same split with no two-phase commit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key column of an invalid type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOAT32, ARRAY, JSON and TOKENLIST (PostgreSQL: numeric, jsonb and arrays) cannot be key columns; PROTO keys are unconfirmed. Key a STORED generated column that extracts a scalar, or use FLOAT64.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index key of an invalid type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOAT32, ARRAY, JSON and TOKENLIST (PostgreSQL: numeric, jsonb) cannot be index keys, except vector arrays in a vector index. Index a STORED generated column that extracts a scalar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STRING/BYTES length missing or out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STRING and BYTES need a length: 1 to 2,621,440 characters for STRING, 1 to 10,485,760 bytes for BYTES, or MAX. A non-stored generated STRING/BYTES column must be MAX.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key can exceed 8 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key (including inherited parent columns; for an index, its keys plus the base key) may hold at most 8,192 bytes; writes with larger keys fail. The estimate counts STRING(n) as 4n bytes. Shorten the key strings or use a surrogate key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row can exceed the size limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-key data of a row is limited to 1,600 MiB and a cell to 10 MiB. Split wide or large columns into a child or a separate table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many key columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table key may have at most 16 columns, inherited parent columns included; an index at most 16 key columns plus the base key columns not among them. Use a hash or surrogate key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table may have at most 1,024 columns. Split it vertically (a 1:1 interleaved child).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many indexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table may have at most 128 indexes and a database 10,000. Drop redundant indexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many schema objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A database may have at most 5,000 tables, 5,000 views, 10 change streams, 16 property graphs and 16 locality groups. Consolidate objects, for example one table per entity rather than per tenant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names start with a letter and contain only letters, digits and underscores, 1 to 128 characters. Rename the object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved keyword as a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reserved keyword used as a name must be quoted with backticks in every DDL statement and query; unquoted it is a syntax error. The designer always quotes it when writing DDL; renaming spares every query author.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names are case-insensitive. Tables, indexes, views, sequences, schemas and constraints share one namespace per schema, and column names must be unique within a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved special name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PRIMARY_KEY cannot name an index, constraint names cannot start with PK_ or CK_IS_NOT_NULL_, and system schema names (INFORMATION_SCHEMA, SPANNER_SYS, pg_catalog, public, ... and the spanner_ and pg_ prefixes) cannot name a schema.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index in a different schema from its table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An index must be created in the same named schema as its table: prefix the index name with the table&apos;s schema. Objects in non-default schemas are referenced by fully qualified name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redundant index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An index that repeats the primary key or another index adds write and storage cost for no read benefit. An index in the reverse order of the key is legitimate for reverse scans; a prefix of another non-unique index rarely helps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid STORING column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STORING cannot list a base-table key column (indexes always contain them), an index key column, or the same column twice. Remove the column from STORING.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query pattern not served by an index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared query patterns should be served by an index whose leading keys match the filter, with the selected columns as keys or STORING for index-only reads, and with a DESC key for newest-first reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NULL_FILTERED index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An index over sparse nullable columns is much smaller and cheaper as NULL_FILTERED (PostgreSQL: WHERE c IS NOT NULL); queries must then filter NULLs. A UNIQUE NULL_FILTERED index does not enforce uniqueness for rows with a NULL key part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ascending timestamp key in a history table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the newest entries are read first, declare the timestamp key DESC: the newest rows are then stored next to the parent row and read sequentially (best practice #2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid commit timestamp use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allow_commit_timestamp is only valid on TIMESTAMP columns, not on generated columns or columns read by generated columns or CHECK constraints; DEFAULT (PENDING_COMMIT_TIMESTAMP()) needs the option; the option must agree between parent and child key columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid row deletion policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A row deletion policy needs an existing TIMESTAMP column (PostgreSQL: timestamptz) and a whole non-negative number of days, and may not use a column generated from a commit timestamp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL blocked by ON DELETE NO ACTION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL deletes rows with their interleaved descendants, so every descendant must be ON DELETE CASCADE, and a table referenced by an enforced foreign key without ON DELETE CASCADE cannot have TTL. Large cascades can hit the 80,000 mutation limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid foreign key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referencing and referenced columns must match in number and type, cannot be ARRAY, JSON or commit-timestamp columns, and the only actions are ON DELETE CASCADE and NO ACTION (none on NOT ENFORCED keys; PostgreSQL has no NOT ENFORCED keys).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foreign key cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foreign keys add hidden backing indexes: a UNIQUE NULL_FILTERED index when the referenced columns are not the primary key, and an index on the referencing columns unless they prefix the key. Large ON DELETE CASCADE fan-outs can exceed 80,000 mutations; prefer INTERLEAVE IN PARENT for 1:N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty or missing primary key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PRIMARY KEY () allows at most one row. Without a PRIMARY KEY clause Spanner adds a hidden bit-reversed rowid, and keys can never be changed later. Define an explicit key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nullable key column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A nullable key column lets one row per key prefix use NULL (which sorts first), and parent and child nullability must match. PostgreSQL-dialect databases do not allow NULL key columns. Add NOT NULL and propagate it to the children.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::checks::classifiers</name>
    <message>
        <source>`%1` stores commit timestamps (allow_commit_timestamp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` defaults to PENDING_COMMIT_TIMESTAMP()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` defaults to the current time (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` is generated %2 (project setting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` is a %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name `%1` suggests a time value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` is an integer named like a counter, with no distributing default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` is an ENUM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a CHECK constraint limits `%1` to %2 values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` has the constant default %2, so new rows share one value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name `%1` suggests a status or category with few values</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::checks::fixes</name>
    <message>
        <source>Fill %1 from a new bit-reversed sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make %1 a UUID generated by NEW_UUID()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a ShardId column (hash of %1 modulo %2) as the first key part of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toggle ASC/DESC on key column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make %1 NOT NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare %1 as GENERATED BY DEFAULT AS IDENTITY (BIT_REVERSED_POSITIVE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make sequence %1 bit-reversed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use (MAX) as the length of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the key of %1 with its parent&apos;s key columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the parent&apos;s definition of %1 into %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleave %1 with ON DELETE CASCADE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the ON DELETE clause of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make every interleaved descendant of %1 and every foreign key to it ON DELETE CASCADE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop foreign key %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add ON DELETE CASCADE to foreign key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleave %1 in %2 (ON DELETE CASCADE) instead of the foreign key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleave index %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start index %1 with the key of the table it is interleaved in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a hash shard column (modulo %1) as the first key of index %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make index %1 NULL_FILTERED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove NULL_FILTERED from index %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop index %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from the STORING list of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the repeated key columns of index %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::checks::indexes</name>
    <message>
        <source>The first key of global index %1 on %2 is monotonic: %3. Indexes are stored as tables, so this index appends every new entry at its end and becomes a hotspot (best practice #3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first key of global index %1 on %2 has few distinct values: %3. New rows share only a few index key values, so index writes concentrate in one split.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1 is not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key column %1 of %2 is missing from the index key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index key %1 is %2 but key column %3 of %4 is %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index key %1 is sorted differently from key column %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index key %1 is nullable but key column %2 of %3 is not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index %1 specifies keys that are not a prefix of the keys of table %2, yet is to be interleaved in it: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global index %1 on %2 starts with the key of ancestor %3. Queries scoped to one %3 can use an interleaved index: index writes stay in the same split, with no two-phase commit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index %1 duplicates %2. It adds write and storage cost for no read benefit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the primary key of %1 (the key is already indexed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the primary key of %1 in reverse order (only useful for reverse scans)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index %1 (same keys and options)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keys of index %1 are a prefix of the keys of index %2, which can serve the same lookups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index %1 specifies key column %2 twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index %1 specifies stored column %2 which is a key of table %3: indexes always contain the base key columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index %1 specifies stored column %2 which is already an index key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index %1 stores column %2 twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query pattern %1 filters %2 on (%3) but no index starts with these columns: add CREATE INDEX ON %2(%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index %1 serves query pattern %2 but must read the base table for (%3): add STORING (%3) for index-only reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query pattern %1 reads the newest %2 rows by %3 DESC but %4 stores %3 ascending: make %3 DESC so newest-first scans are sequential.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UNIQUE NULL_FILTERED index %1 has nullable key columns (%2): uniqueness is not enforced for rows where any key part is NULL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index %1 covers only nullable, probably sparse columns (%2). Most rows have NULL here: a NULL_FILTERED index is much smaller and cheaper to maintain (queries must filter NULLs).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::checks::interleave</name>
    <message>
        <source>Table %1 is too deeply nested: it has %2 interleave ancestors; the limit is 7 tables in a chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 adds no columns and is not a top level table: an interleaved table needs at least one column (it is interleaved in %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 references parent key column %2 at incorrect position %3 (it must be key part %4, as in %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 does not reference parent key column %2: the key of an interleaved table must start with the key of %3, with the same names in the same positions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with incorrect type %1 (should be %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with incorrect length %1 (should be %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that is not null, but the child key is nullable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that is nullable, but the child key is not null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with incorrect order %1 (should be %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 references parent key column %2 of %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 is interleaved in %2, but that table is not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaving table %1 in parent table %2 creates a cycle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is INTERLEAVE IN %2 (without PARENT), which does not allow an ON DELETE clause.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is INTERLEAVE IN %2 without PARENT: child rows may exist without a parent (no referential integrity), and deleting the parent leaves the children.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is interleaved in %2 with ON DELETE NO ACTION: deleting a %2 row fails while %1 rows exist. This also blocks TTL on %2 and its ancestors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is interleaved in %2 and also declares foreign key %3 to it. Represent the parent-child relationship with interleaving or a foreign key, not both: both cost extra storage and compute for backing indexes and checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rename the referencing columns to the parent key names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add the referencing columns to the key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reorder the key so it starts with the referencing columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copy the parent key column lengths and nullability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can be interleaved in %2 (foreign key %3 references its full key). Rows would be co-located, joins on the key local, and large cascading deletes safe. Interleaving can&apos;t be removed later without recreating the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the expected %1 rows per parent of about %2 bytes each exceed the %3-byte row-tree threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its last key column grows without bound: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its name suggests an append-only history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of %1 per %2 look unbounded (%3). All %1 rows of one %2 form a single row tree: a big or hot tree forces splits inside the tree, and a single hot row cannot be split. Each parent must also keep a low write rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is at interleave depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it inherits %1 of the 16 allowed key columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its inherited key columns can take %1 of the 8,192 key bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sits deep in its interleave hierarchy (%2). Every level repeats all ancestor key columns, and the 16-key-column / 8 KiB key budget includes inherited parent keys. Interleave only data that is read or written together.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::checks::keys</name>
    <message>
        <source>Reorder the key of %1 to (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First key column %1 of %2 is a commit timestamp (%3). Every insert goes to one end of the key space, so writes hotspot even at low write rates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of %1 are inserted in %2 order: %3. All inserts land in the last split, so one server does all the work (best practice #1). Making %2 DESC only moves the hotspot to the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project marks it as sequentially generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its name looks like a counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an integer first key of %2 with no distributing generator (%3). If the values are issued sequentially, all inserts hit the same split.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project marks %1 as a time-ordered UUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name %1 suggests a time-ordered identifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key column %1 of %2 holds time-ordered IDs (%3). They put the timestamp in the high-order bits and hotspot like a timestamp key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it defaults to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its name says it holds UUIDs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key column %1 of %2 stores UUIDs as strings (%3). Consider the native UUID type with DEFAULT (NEW_UUID()): a STRING(36) column cannot later be altered to UUID, and client-generated UUID strings must be lowercase to mix safely with Spanner-generated ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a few</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key of %1 starts with %2 (%3) followed by %4 (%5): only %6 distinct prefixes, so at most %6 splits can absorb inserts. Each prefix still appends at its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key of %1 starts with shard column %2 with only %3 values, fewer than the %4 planned nodes: at most %3 splits can absorb inserts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard column %1 has N=%2 logical shards vs %3 planned nodes (%4). N is fixed once data exists. Too few shards limit write spread; too many make every range read fan out to all shards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an ascending TIMESTAMP key of %2. If you read the most recent entries first, declare %1 DESC: the newest rows are then stored next to the parent row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no primary key: Spanner will add a hidden bit-reversed `rowid`. Keys can never be changed later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has an empty key PRIMARY KEY (): it can hold at most one row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key column %1 of %2 is nullable, but PostgreSQL-dialect databases do not allow NULL in key columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key column %1 of %2 is nullable. Is NULL really a valid key value? (NULL sorts first, and only one row per key prefix can use it.)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::checks::limits</name>
    <message>
        <source>The key of %1 can take %2 bytes (STRING(n) counted as 4n UTF-8 bytes, inherited parent columns included), above the 8 KiB limit. Such writes fail with &apos;Number of bytes for key of table %1 is %2 which exceeds the maximum of 8192&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key of index %1 (its keys plus the key of %2) can take %3 bytes, above the 8 KiB limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a single cell of %1 can exceed 10 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the declared non-key columns add up to %1 MiB, above 1,600 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of %1 may hit the 1,600 MiB non-key / 10 MiB cell limits: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 has too many keys (%2, inherited parent columns included); the limit is 16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index %1 has too many key columns: %2 index keys plus the key columns of %3 make %4; the limit is 16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index %1 has %2 index keys plus %3 key columns of %4 (%5 counted literally, as the quotas page does; %6 without repeats). The documented limit is 16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 has too many columns (%2); the limit is 1024.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 has too many indexes (%2); the limit is 128 per table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database has too many indexes (%1); the limit is 10,000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>views</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change streams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>property graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>locality groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database exceeds the %1 limit (%2 of at most %3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::checks::names</name>
    <message>
        <source>Schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 name not valid: %2. Names start with a letter and contain only letters, digits and underscores (1 to 128 characters%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; 118 for change streams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database ID not valid: %1. It needs 2 to 30 characters, a lowercase letter first, only [a-z0-9_-], and must not end in &apos;_&apos; or &apos;-&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is a reserved keyword. It must be quoted with backticks in DDL and in every query.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate name %1: %2 %3 already uses it (names are case-insensitive).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate name %1: it is also a synonym of table %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate column name %1 in %2 (%3 already exists; names are case-insensitive).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate role name %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PRIMARY_KEY is reserved and cannot name an index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid constraint name %1: the prefixes PK_ and CK_IS_NOT_NULL_ are reserved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema name not valid: %1 is reserved for system schemas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index %1 is in %2 but its table %3 is in %4: Spanner only lets you create an index in the same schema as its table. Name it %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the default schema</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::checks::reports</name>
    <message numerus="yes">
        <source>%1: %n finding(s): </source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s), %3 info</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::checks::tenancy</name>
    <message>
        <source>Tenant column %1 is key part %2 of %3. Put %1 first so each tenant&apos;s rows are contiguous (schema-managed multi-tenancy). If tenant IDs are assigned sequentially and one tenant writes heavily, that tenant&apos;s range can still hotspot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 to the front of the key of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project is multi-tenant but tenant column %1 is not part of the key of %2. Put %1 first in the key so each tenant&apos;s rows are contiguous, or interleave %2 under a Tenants root table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tables (%2) have the same columns and names that differ only by a tenant-like number. A table (or schema) per tenant hits the limits of 5,000 tables and 10,000 indexes per database, and slows or throttles schema updates. Merge them into one table with the tenant ID as the first key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sequence kind of identity column %1 of %2 is not specified. Specify BIT_REVERSED_POSITIVE or set the database option default_sequence_kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence %1 has the invalid kind %2: bit_reversed_positive is the only valid kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence %1 does not specify its kind: add sequence_kind = &apos;bit_reversed_positive&apos; (or BIT_REVERSED_POSITIVE) or set the database option default_sequence_kind.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::checks::types</name>
    <message>
        <source>length %1 is outside the allowed range [1, %2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1.%2 has type %3 and is part of the primary key. Whether PROTO key columns are valid is not confirmed (protos are not orderable); key a STORED generated column that extracts a scalar field instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1.%2 has type %3, but is part of the primary key. %3 cannot be a key column; use a supported scalar (a STORED generated column that extracts one, or FLOAT64 instead of FLOAT32).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index %1 is defined on column %2 of unsupported type %3. Index a STORED generated column that extracts a scalar value instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a non-stored generated STRING/BYTES column must have length MAX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad length for column %1 of %2 (%3): %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1 of %2 has the allow_commit_timestamp option, which is only allowed on TIMESTAMP columns (it is %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated column %1 of %2 cannot have the allow_commit_timestamp option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1 of %2 defaults to PENDING_COMMIT_TIMESTAMP() but lacks allow_commit_timestamp = true.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The only default value expression permitted for commit timestamp column %1 of %2 is PENDING_COMMIT_TIMESTAMP() (it is %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit-timestamp column %1 of %2 is referenced by generated column %3, which is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1 of %2 has option commit_timestamp, which is not supported in check constraint %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The allow_commit_timestamp option of key column %1 differs between %2 and its parent %3; the documentation requires it to be consistent across parent and child keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row deletion policy of %1 uses column %2, which does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the row deletion policy on %1 because column %2 is not of type %3 (it is %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row deletion policy of %1 has a negative interval (%2 days).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row deletion policy of %1 uses %2, which is generated from commit-timestamp column %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create a row deletion policy on %1 because there is a descendant table %2 with ON DELETE NO ACTION.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot add a row deletion policy to %1: %2 is referenced by foreign key %3 of %4 without ON DELETE CASCADE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL on %1 deletes its interleaved descendants too: cascading deletes of large hierarchies can hit the 80,000-mutation limit per transaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foreign key %1 of %2 is invalid: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PostgreSQL-dialect databases do not support NOT ENFORCED foreign keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a NOT ENFORCED foreign key cannot have an ON DELETE action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1 is not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a column is used more than once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of columns differs (%1 referencing, %2 referenced)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1 is not found in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1 has an unsupported type (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1 (%2) and referenced column %3 (%4) have different types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>commit timestamp column %1 is not supported in a foreign key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the referenced columns are not the primary key of %1, so Spanner builds a UNIQUE NULL_FILTERED backing index (and creating the key fails if the data are not unique)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the referencing columns (%1) are not a key prefix, so Spanner builds a hidden backing index on them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ON DELETE CASCADE with a large fan-out can exceed 80,000 mutations; prefer INTERLEAVE IN PARENT ON DELETE CASCADE for 1:N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foreign key %1 of %2 has hidden costs: %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
