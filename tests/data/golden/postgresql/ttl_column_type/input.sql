-- A row deletion policy's column is a timestamptz, in both dialects, as the emulator (1.5.28) wants:
-- "ROW DELETION POLICY will break if drop/alter column named d in table s2. Row Deletion Policy
-- must be set on column of type TIMESTAMP." It is checked when the policy is created or replaced;
-- PostgreSQL's ALTER COLUMN cannot change a timestamptz's type at all.
CREATE TABLE sessions (session_id varchar(36) NOT NULL, expires bigint, PRIMARY KEY (session_id))
  TTL INTERVAL '1 day' ON expires;
CREATE TABLE s2 (session_id varchar(36) NOT NULL, t timestamptz, d date, PRIMARY KEY (session_id));
ALTER TABLE s2 ADD TTL INTERVAL '1 day' ON d;
ALTER TABLE s2 ADD TTL INTERVAL '1 day' ON t;
ALTER TABLE s2 ALTER TTL INTERVAL '1 day' ON session_id;
ALTER TABLE s2 ALTER COLUMN t TYPE bigint;
ALTER TABLE s2 ALTER TTL INTERVAL '7 days' ON t;
