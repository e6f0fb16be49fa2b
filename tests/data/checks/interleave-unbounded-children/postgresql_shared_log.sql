-- dialect: postgresql
-- expect: interleave-unbounded-children log_entries
CREATE TABLE logs (log_id varchar(36) NOT NULL, PRIMARY KEY (log_id));
CREATE TABLE log_entries (
  log_id varchar(36) NOT NULL,
  created_at timestamptz NOT NULL,
  payload bytea,
  PRIMARY KEY (log_id, created_at)
) INTERLEAVE IN PARENT logs ON DELETE CASCADE;
