-- Spanner puts an index in the schema of its table: CREATE INDEX i ON s.t creates s.i. So i and
-- s.i are two names, a table s.i takes the index's name, and DROP INDEX or ALTER INDEX name it
-- s.i. The index name itself takes no schema. Each verdict is the emulator's (1.5.28):
-- "Duplicate name in schema: s.i.", "Index not found: i", "syntax error at or near ".""
CREATE SCHEMA s;
CREATE TABLE s.t (id bigint PRIMARY KEY, v bigint, w bigint);
CREATE INDEX i ON s.t (v);
CREATE TABLE t (id bigint PRIMARY KEY, v bigint);
CREATE INDEX i ON t (v);
CREATE TABLE s.i (id bigint PRIMARY KEY);
CREATE INDEX IF NOT EXISTS i ON s.t (w);
ALTER INDEX s.i ADD INCLUDE COLUMN w;
DROP INDEX i;
DROP INDEX i;
CREATE INDEX s.j ON s.t (w);
CREATE INDEX j ON s.t (w);
