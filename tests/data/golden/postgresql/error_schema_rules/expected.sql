-- Spanner's schema rules on generated columns, CHECK constraints, dependent columns and change streams.
CREATE TABLE t (
  id bigint NOT NULL,
  a bigint,
  s character varying,
  g bigint GENERATED ALWAYS AS (a + 1) STORED,
  h bigint GENERATED ALWAYS AS (g * 2) STORED,
  PRIMARY KEY(id),
  CONSTRAINT a_positive CHECK(a > 0),
  CONSTRAINT h_positive CHECK(h > 0)
);

CREATE INDEX t_by_s ON t (s);

CREATE TABLE parent (
  p bigint NOT NULL,
  x bigint,
  PRIMARY KEY(p)
);

CREATE TABLE r (
  id bigint NOT NULL,
  ref bigint,
  PRIMARY KEY(id),
  CONSTRAINT fk_r_parent FOREIGN KEY (ref) REFERENCES parent(p)
);

CREATE TABLE vt (
  k bigint NOT NULL,
  c character varying,
  PRIMARY KEY(k)
);

CREATE CHANGE STREAM s1
FOR parent;

CREATE CHANGE STREAM s2
FOR parent(x);

CREATE CHANGE STREAM s3
FOR ALL;

CREATE VIEW v1 SQL SECURITY INVOKER AS SELECT vt.c FROM vt;
