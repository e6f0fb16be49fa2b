-- expect: pk-shard-count Users.ShardId info
CREATE TABLE Users (
  ShardId INT64 NOT NULL AS (MOD(FARM_FINGERPRINT(UserId), 100)) STORED,
  UserId STRING(36) NOT NULL,
) PRIMARY KEY (ShardId, UserId);
