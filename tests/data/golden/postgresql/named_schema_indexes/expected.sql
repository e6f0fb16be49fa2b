-- Spanner puts an index in the schema of its table: CREATE INDEX i ON s.t creates s.i. So i and
-- s.i are two names, a table s.i takes the index's name, and DROP INDEX or ALTER INDEX name it
-- s.i. The index name itself takes no schema. Each verdict is the emulator's (1.5.28):
-- "Duplicate name in schema: s.i.", "Index not found: i", "syntax error at or near ".""
CREATE SCHEMA s;

CREATE TABLE s.t (
  id bigint NOT NULL,
  v bigint,
  w bigint,
  PRIMARY KEY(id)
);

CREATE INDEX i ON s.t (v) INCLUDE (w);

CREATE INDEX j ON s.t (w);

CREATE TABLE t (
  id bigint NOT NULL,
  v bigint,
  PRIMARY KEY(id)
);
