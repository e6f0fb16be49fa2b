-- A row deletion policy's column is a TIMESTAMP, in both dialects, as the emulator (1.5.28) wants:
-- "ROW DELETION POLICY will break if drop/alter column named T in table S2. Row Deletion Policy
-- must be set on column of type TIMESTAMP." It is checked when the policy is created or replaced,
-- and when ALTER COLUMN changes the column under it.

CREATE TABLE S2 (
  SessionId STRING(36) NOT NULL,
  T TIMESTAMP,
  D DATE,
) PRIMARY KEY(SessionId),
  ROW DELETION POLICY (OLDER_THAN(T, INTERVAL 7 DAY));
