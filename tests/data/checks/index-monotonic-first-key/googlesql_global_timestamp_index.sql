-- expect: index-monotonic-first-key UsersByLastAccess
-- fixes: index-shard-prefix
CREATE TABLE Users (
  UserId STRING(36) NOT NULL,
  LastAccess TIMESTAMP,
) PRIMARY KEY (UserId);
CREATE INDEX UsersByLastAccess ON Users(LastAccess);
