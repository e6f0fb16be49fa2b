-- A cascading hierarchy under TTL: only the 80,000-mutation note (info).
-- expect: ttl-blocked-by-no-action Users info
CREATE TABLE Users (
  UserId STRING(36) NOT NULL,
  CreatedAt TIMESTAMP,
) PRIMARY KEY (UserId),
  ROW DELETION POLICY (OLDER_THAN(CreatedAt, INTERVAL 30 DAY));
CREATE TABLE Posts (
  UserId STRING(36) NOT NULL,
  PostId STRING(36) NOT NULL,
) PRIMARY KEY (UserId, PostId),
  INTERLEAVE IN PARENT Users ON DELETE CASCADE;
