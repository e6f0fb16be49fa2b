-- Renames follow the rules of GoogleSQL's RENAME TABLE: the new name must be free ignoring case,
-- even when only its case changes (the emulator refuses it: "Duplicate name in schema"); its
-- named schema must exist; a taken name is reported at the new name; one failing rename undoes
-- the statement's others.
CREATE TABLE singers (id bigint PRIMARY KEY);
CREATE TABLE albums (id bigint PRIMARY KEY);
ALTER TABLE singers RENAME TO "SINGERS";
ALTER TABLE singers RENAME TO "Singers";
ALTER TABLE singers RENAME TO sales.singers;
ALTER TABLE singers RENAME TO albums;
ALTER TABLE singers RENAME TO artists, ALTER TABLE albums RENAME TO "ARTISTS";
CREATE SCHEMA sales;
ALTER TABLE singers RENAME TO sales.singers, ALTER TABLE albums RENAME TO records;
