-- dialect: postgresql
-- go-gorm-spanner's PostgreSQL sample (tests/data/realworld/go-gorm-spanner__pg_sample_application.sql).
CREATE TABLE singers (
  id varchar(36) NOT NULL,
  created_at timestamptz,
  updated_at timestamptz,
  deleted_at timestamptz,
  first_name varchar,
  PRIMARY KEY (id)
);
CREATE INDEX idx_singers_deleted_at ON singers(deleted_at);
