-- Spanner's schema rules on generated columns, CHECK constraints, dependent columns and change streams.
CREATE TABLE t (
  id bigint NOT NULL PRIMARY KEY,
  a bigint,
  s character varying,
  g bigint GENERATED ALWAYS AS (a + 1) STORED,
  h bigint GENERATED ALWAYS AS (g * 2) STORED,
  CONSTRAINT a_positive CHECK (a > 0),
  CONSTRAINT h_positive CHECK (h > 0)
);
CREATE INDEX t_by_s ON t (s);
CREATE TABLE c1 (id bigint PRIMARY KEY, a bigint GENERATED ALWAYS AS (b) STORED, b bigint GENERATED ALWAYS AS (a) STORED);
CREATE TABLE c2 (id bigint PRIMARY KEY, c bigint GENERATED ALWAYS AS (1) STORED, CONSTRAINT constant CHECK (c > 0));
CREATE TABLE c3 (id bigint PRIMARY KEY, CHECK (true));
ALTER TABLE t ADD CONSTRAINT always CHECK (1 > 0);
ALTER TABLE t DROP COLUMN g;
ALTER TABLE t DROP COLUMN a;
ALTER TABLE t ALTER COLUMN a TYPE double precision;
ALTER TABLE t ALTER COLUMN s SET NOT NULL;
ALTER TABLE t ADD COLUMN required bigint NOT NULL;
CREATE TABLE parent (p bigint PRIMARY KEY, x bigint);
CREATE TABLE r (id bigint PRIMARY KEY, ref bigint, CONSTRAINT fk_r_parent FOREIGN KEY (ref) REFERENCES parent (p));
ALTER TABLE r ALTER COLUMN ref SET NOT NULL;
CREATE CHANGE STREAM s1 FOR parent;
CREATE CHANGE STREAM s2 FOR parent(x);
CREATE CHANGE STREAM s3 FOR ALL;
CREATE CHANGE STREAM s4 FOR parent;
CREATE CHANGE STREAM s5 FOR t WITH (retention_period = '50d');
ALTER CHANGE STREAM s1 SET (retention_period = '12h');
ALTER TABLE parent DROP COLUMN x;
DROP TABLE parent;
CREATE TABLE read_s1 (id bigint PRIMARY KEY);
