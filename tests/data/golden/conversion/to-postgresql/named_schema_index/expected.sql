CREATE SCHEMA sch;
CREATE TABLE sch.t (
  id bigint NOT NULL,
  v bigint,
  PRIMARY KEY(id)
);
CREATE UNIQUE INDEX idx ON sch.t (v DESC);
