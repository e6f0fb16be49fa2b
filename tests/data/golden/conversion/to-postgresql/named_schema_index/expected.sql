-- A GoogleSQL index of a table in a named schema is named inside that schema; PostgreSQL's
-- CREATE INDEX takes the bare name.
CREATE SCHEMA sch;

CREATE TABLE sch.t (
  id bigint NOT NULL,
  v bigint,
  PRIMARY KEY(id)
);

CREATE UNIQUE INDEX idx ON sch.t (v DESC);
