-- The catalog's example: a TIMESTAMP first key part.
-- expect: pk-monotonic-first-column UserAccessLog.LastAccess
-- fixes: swap-key-order hash-shard-prefix uuid-key
CREATE TABLE UserAccessLog (
  LastAccess TIMESTAMP NOT NULL,
  UserId INT64 NOT NULL,
  Detail STRING(MAX),
) PRIMARY KEY (LastAccess, UserId);
