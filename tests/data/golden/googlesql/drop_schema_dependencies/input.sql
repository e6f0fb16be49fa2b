-- DROP SCHEMA refuses while an object is in the schema and names them by kind, in Spanner's order
-- (the emulator: "Cannot drop schema s while it has dependencies. Dependent tables:s.t ..."):
-- tables, views, indexes, sequences. One rule for both dialects (GoogleSQL used to miss
-- sequences and indexes; PostgreSQL named none of them).
CREATE SCHEMA s;
CREATE TABLE s.t (id INT64 NOT NULL) PRIMARY KEY (id);
CREATE INDEX s.i ON s.t (id);
CREATE SEQUENCE s.q OPTIONS (sequence_kind = 'bit_reversed_positive');
CREATE VIEW s.v SQL SECURITY INVOKER AS SELECT 1 AS x;
DROP SCHEMA s;
DROP VIEW s.v;
DROP INDEX s.i;
DROP TABLE s.t;
DROP SCHEMA s;
DROP SEQUENCE s.q;
DROP SCHEMA s;
