-- go-gorm-spanner (tests/data/realworld/go-gorm-spanner__sample_application.sql): gorm filters
-- every query with deleted_at IS NULL, so the live rows are the NULLs and a NULL_FILTERED index
-- would drop exactly the rows those queries look for.
CREATE TABLE singers (
  id STRING(36) NOT NULL,
  created_at TIMESTAMP,
  deleted_at TIMESTAMP,
  first_name STRING(MAX),
) PRIMARY KEY (id);
CREATE INDEX idx_singers_deleted_at ON singers(deleted_at);
