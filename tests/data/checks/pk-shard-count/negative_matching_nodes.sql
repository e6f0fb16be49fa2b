-- settings: {"plannedNodes": 10}
CREATE TABLE Users (
  ShardId INT64 NOT NULL AS (MOD(FARM_FINGERPRINT(UserId), 16)) STORED,
  UserId STRING(36) NOT NULL,
) PRIMARY KEY (ShardId, UserId);
