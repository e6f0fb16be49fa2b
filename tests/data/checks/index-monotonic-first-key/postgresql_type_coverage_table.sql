-- dialect: postgresql
-- A driver test suite's all-types table: col_timestamptz and col_date are named for their types,
-- so nothing says they hold write times; a created_at does.
-- expect: index-monotonic-first-key all_types_by_created
CREATE TABLE all_types (
  col_bigint bigint NOT NULL,
  col_timestamptz timestamptz,
  col_date date,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (col_bigint)
);
CREATE INDEX all_types_by_timestamptz ON all_types (col_timestamptz);
CREATE INDEX all_types_by_date ON all_types (col_date, col_bigint);
CREATE INDEX all_types_by_created ON all_types (created_at);
