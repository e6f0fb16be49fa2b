-- PostgreSQL spellings with another GoogleSQL spelling: the index in the table's schema, the
-- change stream's boolean options given as strings, pg_catalog types, text(), arrayoverlap,
-- EXTRACT(EPOCH FROM ...), sequence functions and subscripts.
CREATE SCHEMA sch;

CREATE SEQUENCE seq OPTIONS (
  sequence_kind = 'bit_reversed_positive'
);

CREATE TABLE sch.t (
  id INT64 NOT NULL,
  tags ARRAY<STRING(MAX)>,
  ts TIMESTAMP,
) PRIMARY KEY(id);

CREATE INDEX sch.idx ON sch.t(ts);

CREATE TABLE users (
  id INT64 NOT NULL,
  tags ARRAY<STRING(MAX)>,
  ts TIMESTAMP,
  label STRING(MAX) AS (CAST(CAST(CAST('1.1' AS NUMERIC) AS INT64) AS STRING)) STORED,
  tagged BOOL AS (ARRAY_INCLUDES_ANY(tags, ARRAY['x'])) STORED,
  first_tag STRING(MAX) AS (tags[SAFE_ORDINAL(1)]),
  epoch NUMERIC AS ((CAST(UNIX_MICROS(ts) AS NUMERIC) / 1000000)),
  counter INT64 DEFAULT (GET_INTERNAL_SEQUENCE_STATE(SEQUENCE seq)),
) PRIMARY KEY(id);

CREATE CHANGE STREAM cs FOR users OPTIONS ( retention_period = '7d', exclude_insert = true, exclude_update = true, exclude_ttl_deletes = false );
