-- Spanner has one namespace for tables, indexes, sequences, views, constraints and synonyms,
-- ignoring case: the statement that reuses a name is refused, as the emulator does in one batch.
CREATE TABLE singers (id bigint NOT NULL PRIMARY KEY);
CREATE TABLE singers (id bigint NOT NULL PRIMARY KEY);
CREATE TABLE "SINGERS" (id bigint NOT NULL PRIMARY KEY);
CREATE INDEX singers ON singers (id);
CREATE SEQUENCE "Singers" BIT_REVERSED_POSITIVE;
CREATE TABLE checked (id bigint NOT NULL PRIMARY KEY, CONSTRAINT positive CHECK (id > 0));
CREATE TABLE positive (id bigint NOT NULL PRIMARY KEY);
ALTER TABLE singers ADD CONSTRAINT positive CHECK (id > 0);
CREATE TABLE with_synonym (id bigint NOT NULL PRIMARY KEY, SYNONYM (alias));
CREATE TABLE "ALIAS" (id bigint NOT NULL PRIMARY KEY);
CREATE INDEX alias ON singers (id);
ALTER TABLE singers ADD SYNONYM alias;
ALTER TABLE singers ADD SYNONYM second;
CREATE TABLE second (id bigint NOT NULL PRIMARY KEY);
CREATE VIEW "SECOND" SQL SECURITY INVOKER AS SELECT id FROM singers;
CREATE TABLE fans (id bigint NOT NULL PRIMARY KEY, SYNONYM (checked));
CREATE TABLE twice (id bigint NOT NULL PRIMARY KEY, CONSTRAINT c CHECK (id > 0), CONSTRAINT "C" CHECK (id > 1));
CREATE TABLE self (id bigint NOT NULL PRIMARY KEY, CONSTRAINT self CHECK (id > 0));
ALTER TABLE checked RENAME TO alias;
