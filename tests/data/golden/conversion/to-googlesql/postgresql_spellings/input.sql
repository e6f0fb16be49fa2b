-- PostgreSQL spellings with another GoogleSQL spelling: the index in the table's schema, the
-- change stream's boolean options given as strings, pg_catalog types, text(), arrayoverlap,
-- EXTRACT(EPOCH FROM ...), sequence functions and subscripts.
CREATE SCHEMA sch;
CREATE SEQUENCE seq BIT_REVERSED_POSITIVE;
CREATE TABLE sch.t (
  id bigint NOT NULL,
  tags varchar[],
  ts timestamptz,
  PRIMARY KEY (id)
);
CREATE INDEX idx ON sch.t (ts);
CREATE TABLE users (
  id bigint NOT NULL,
  tags varchar[],
  ts timestamptz,
  label varchar GENERATED ALWAYS AS (TEXT(CAST('1.1' AS PG_CATALOG.NUMERIC)::BIGINT)) STORED,
  tagged bool GENERATED ALWAYS AS (arrayoverlap(tags, ARRAY['x'])) STORED,
  first_tag varchar GENERATED ALWAYS AS (tags[1]) VIRTUAL,
  epoch numeric GENERATED ALWAYS AS (EXTRACT(EPOCH FROM ts)) VIRTUAL,
  counter bigint DEFAULT (spanner.get_internal_sequence_state('seq')),
  PRIMARY KEY (id)
);
CREATE CHANGE STREAM cs FOR users WITH (retention_period = '7d', exclude_insert = true, exclude_update = 'true', exclude_ttl_deletes = 'false');
