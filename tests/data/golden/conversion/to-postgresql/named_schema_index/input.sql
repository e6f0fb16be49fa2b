-- A GoogleSQL index of a table in a named schema is named inside that schema; PostgreSQL's
-- CREATE INDEX takes the bare name.
CREATE SCHEMA sch;
CREATE TABLE sch.t (
  id INT64 NOT NULL,
  v INT64,
) PRIMARY KEY (id);
CREATE UNIQUE INDEX sch.idx ON sch.t (v DESC);
