<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ApplyCommand</name>
    <message numerus="yes">
        <source>%n statement(s) applied (Spanner keeps them):</source>
        <translation>
            <numerusform>%n statement applied (Spanner keeps it):</numerusform>
            <numerusform>%n statements applied (Spanner keeps them):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s) not run:</source>
        <translation>
            <numerusform>%n statement not run:</numerusform>
            <numerusform>%n statements not run:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dry run: the database would be created (%1) and %n statement(s) applied; nothing was sent</source>
        <translation>
            <numerusform>dry run: the database would be created (%1) and %n statement applied; nothing was sent</numerusform>
            <numerusform>dry run: the database would be created (%1) and %n statements applied; nothing was sent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dry run: %n statement(s) would be applied; nothing was sent</source>
        <translation>
            <numerusform>dry run: %n statement would be applied; nothing was sent</numerusform>
            <numerusform>dry run: %n statements would be applied; nothing was sent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s) as operation %1</source>
        <translation>
            <numerusform>%n statement as operation %1</numerusform>
            <numerusform>%n statements as operation %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>done: %n statement(s) applied</source>
        <translation>
            <numerusform>done: %n statement applied</numerusform>
            <numerusform>done: %n statements applied</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>interrupted, but operation %1 had already finished: all %n statement(s) applied</source>
        <translation>
            <numerusform>interrupted, but operation %1 had already finished: the %n statement applied</numerusform>
            <numerusform>interrupted, but operation %1 had already finished: all %n statements applied</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s) not applied:</source>
        <translation>
            <numerusform>%n statement not applied:</numerusform>
            <numerusform>%n statements not applied:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocsCommand</name>
    <message numerus="yes">
        <source>wrote %n file(s)</source>
        <translation>
            <numerusform>wrote %n file</numerusform>
            <numerusform>wrote %n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveDatabase</name>
    <message numerus="yes">
        <source>dialect %1 (%2), %n statement(s)</source>
        <translation>
            <numerusform>dialect %1 (%2), %n statement</numerusform>
            <numerusform>dialect %1 (%2), %n statements</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message numerus="yes">
        <source>Move %n table(s)</source>
        <translation>
            <numerusform>Move %n table</numerusform>
            <numerusform>Move %n tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::ActionHandler</name>
    <message numerus="yes">
        <source>Delete %n table(s)</source>
        <translation>
            <numerusform>Delete %n table</numerusform>
            <numerusform>Delete %n tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::ChecklistDock</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::DatabaseController</name>
    <message numerus="yes">
        <source>Opened %1 (%2, %n table(s)).</source>
        <translation>
            <numerusform>Opened %1 (%2, %n table).</numerusform>
            <numerusform>Opened %1 (%2, %n tables).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Applying %n statement(s) to %1...</source>
        <translation>
            <numerusform>Applying %n statement to %1...</numerusform>
            <numerusform>Applying %n statements to %1...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Applied %n statement(s) to %1.</source>
        <translation>
            <numerusform>Applied %n statement to %1.</numerusform>
            <numerusform>Applied %n statements to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::DdlDock</name>
    <message numerus="yes">
        <source>Applied, with %n warning(s).</source>
        <translation>
            <numerusform>Applied, with %n warning.</numerusform>
            <numerusform>Applied, with %n warnings.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::DdlExportDialog</name>
    <message numerus="yes">
        <source>%n file(s) already exist in %1 and will be replaced. Continue?</source>
        <translation>
            <numerusform>%n file already exists in %1 and will be replaced. Continue?</numerusform>
            <numerusform>%n files already exist in %1 and will be replaced. Continue?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n file(s) to %1.</source>
        <translation>
            <numerusform>Exported %n file to %1.</numerusform>
            <numerusform>Exported %n files to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversion note(s): see the converted DDL tab.</source>
        <translation>
            <numerusform>%n conversion note: see the converted DDL tab.</numerusform>
            <numerusform>%n conversion notes: see the converted DDL tab.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::DiagramPainter</name>
    <message numerus="yes">
        <source>%n idx</source>
        <comment>the number of indexes, abbreviated, on a table header</comment>
        <translation>
            <numerusform>%n idx</numerusform>
            <numerusform>%n idx</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::ExportDocsDialog</name>
    <message numerus="yes">
        <source>Documentation written to %1 (%n file(s))</source>
        <translation>
            <numerusform>Documentation written to %1 (%n file)</numerusform>
            <numerusform>Documentation written to %1 (%n files)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::ExportMigrationDialog</name>
    <message numerus="yes">
        <source>Next file: %1, after the %n %2 file(s) there.</source>
        <translation>
            <numerusform>Next file: %1, after the %n %2 file there.</numerusform>
            <numerusform>Next file: %1, after the %n %2 files there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n step(s) to %1.</source>
        <translation>
            <numerusform>Wrote %n step to %1.</numerusform>
            <numerusform>Wrote %n steps to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) left out.</source>
        <translation>
            <numerusform>%n step left out.</numerusform>
            <numerusform>%n steps left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::FileController</name>
    <message numerus="yes">
        <source>Opened %1 with %n warning(s): %2</source>
        <translation>
            <numerusform>Opened %1 with %n warning: %2</numerusform>
            <numerusform>Opened %1 with %n warnings: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 (%n table(s)).</source>
        <translation>
            <numerusform>Opened %1 (%n table).</numerusform>
            <numerusform>Opened %1 (%n tables).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 with %n error(s); see the DDL dock.</source>
        <translation>
            <numerusform>Imported %1 with %n error; see the DDL dock.</numerusform>
            <numerusform>Imported %1 with %n errors; see the DDL dock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 (%2, %n table(s)). Save stores it as a design (.spdesign).</source>
        <translation>
            <numerusform>Imported %1 (%2, %n table). Save stores it as a design (.spdesign).</numerusform>
            <numerusform>Imported %1 (%2, %n tables). Save stores it as a design (.spdesign).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded the unsaved changes of %n design(s).</source>
        <translation>
            <numerusform>Discarded the unsaved changes of %n design.</numerusform>
            <numerusform>Discarded the unsaved changes of %n designs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::HeatmapPainter</name>
    <message numerus="yes">
        <source>%n servers: %1</source>
        <translation>
            <numerusform>%n server: %1</numerusform>
            <numerusform>%n servers: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::MigrationPreview</name>
    <message numerus="yes">
        <source>Step %1 is left out, but step(s) %2 may need it: tick it or leave them out too.</source>
        <translation>
            <numerusform>Step %1 is left out, but step %2 may need it: tick it or leave that one out too.</numerusform>
            <numerusform>Step %1 is left out, but steps %2 may need it: tick it or leave them out too.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Script of the ticked steps (%1 of %n):</source>
        <translation>
            <numerusform>Script of the ticked steps (%1 of %n):</numerusform>
            <numerusform>Script of the ticked steps (%1 of %n):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>... and %n more.</source>
        <translation>
            <numerusform>... and %n more.</numerusform>
            <numerusform>... and %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::PhysicalLayoutDock</name>
    <message numerus="yes">
        <source>%n entered row(s)</source>
        <translation>
            <numerusform>%n entered row</numerusform>
            <numerusform>%n entered rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Edit row %1 and %n row(s) below it</source>
        <translation>
            <numerusform>Edit row %1 and %n row below it</numerusform>
            <numerusform>Edit row %1 and %n rows below it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete row %1 and %n row(s) below it</source>
        <translation>
            <numerusform>Delete row %1 and %n row below it</numerusform>
            <numerusform>Delete row %1 and %n rows below it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entered row(s) no longer match their table&apos;s columns: edit them or use Generate Rows.</source>
        <translation>
            <numerusform>%n entered row no longer matches its table&apos;s columns: edit it or use Generate Rows.</numerusform>
            <numerusform>%n entered rows no longer match their table&apos;s columns: edit them or use Generate Rows.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::QueriesDock</name>
    <message numerus="yes">
        <source>%n query(s)</source>
        <translation>
            <numerusform>%n query</numerusform>
            <numerusform>%n queries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::checks::reports</name>
    <message numerus="yes">
        <source>%1: %n finding(s): </source>
        <translation>
            <numerusform>%1: %n finding: </numerusform>
            <numerusform>%1: %n findings: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n info</source>
        <comment>the number of info findings</comment>
        <translation>
            <numerusform>%n info</numerusform>
            <numerusform>%n info</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::queries::ReadPath</name>
    <message numerus="yes">
        <source>%n split(s) touched: %1</source>
        <translation>
            <numerusform>%n split touched: %1</numerusform>
            <numerusform>%n splits touched: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(ies) read</source>
        <translation>
            <numerusform>%n entry read</numerusform>
            <numerusform>%n entries read</numerusform>
        </translation>
    </message>
</context>
</TS>
