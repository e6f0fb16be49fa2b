-- An index is in the schema of its table: s.i on s.t, and i on t are two names, and a table s.i
-- takes the index's name. Each verdict is the emulator's (1.5.28): "Duplicate name in schema:
-- s.i.", "Index not found: i". (CREATE INDEX i ON s.t, which Spanner refuses, is the checklist's
-- named-schema-index-mismatch, with a quick fix.)
CREATE SCHEMA s;
CREATE TABLE s.t (id INT64, v INT64, w INT64) PRIMARY KEY (id);
CREATE INDEX s.i ON s.t (v);
CREATE TABLE t (id INT64, v INT64) PRIMARY KEY (id);
CREATE INDEX i ON t (v);
CREATE TABLE s.i (id INT64) PRIMARY KEY (id);
CREATE INDEX IF NOT EXISTS s.i ON s.t (w);
ALTER INDEX s.i ADD STORED COLUMN w;
DROP INDEX i;
DROP INDEX i;
CREATE INDEX s.j ON s.t (w);
