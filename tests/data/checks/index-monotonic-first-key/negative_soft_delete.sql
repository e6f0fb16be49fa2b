-- go-gorm-spanner's sample application (tests/data/realworld/go-gorm-spanner__sample_application.sql):
-- gorm's soft-delete column is NULL for every live row and set when a row is deleted, so its index
-- is written at the rate of deletions, not inserts (index-null-filtered suggests NULL_FILTERED).
CREATE SEQUENCE IF NOT EXISTS singers_seq OPTIONS (sequence_kind = "bit_reversed_positive");
CREATE TABLE singers (
  id INT64 DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE singers_seq)),
  created_at TIMESTAMP,
  updated_at TIMESTAMP,
  deleted_at TIMESTAMP,
  first_name STRING(MAX),
  last_name STRING(MAX),
) PRIMARY KEY (id);
CREATE INDEX idx_singers_deleted_at ON singers(deleted_at);
