-- expect: pk-commit-timestamp-first Events.UpdateTime
-- fixes: swap-key-order hash-shard-prefix
CREATE TABLE Events (
  UpdateTime TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp = true),
  EventId STRING(36) NOT NULL,
  Payload STRING(MAX),
) PRIMARY KEY (UpdateTime, EventId);
