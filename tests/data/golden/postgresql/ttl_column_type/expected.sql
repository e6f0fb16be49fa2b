-- A row deletion policy's column is a timestamptz, in both dialects, as the emulator (1.5.28) wants:
-- "ROW DELETION POLICY will break if drop/alter column named d in table s2. Row Deletion Policy
-- must be set on column of type TIMESTAMP." It is checked when the policy is created or replaced;
-- PostgreSQL's ALTER COLUMN cannot change a timestamptz's type at all.

CREATE TABLE s2 (
  session_id character varying(36) NOT NULL,
  t timestamp with time zone,
  d date,
  PRIMARY KEY(session_id)
) TTL INTERVAL '7 DAYS' ON t;
