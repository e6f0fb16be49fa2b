-- Commit timestamps after a high-cardinality key part are fine; so is a child's own key part.
CREATE TABLE Users (
  UserId STRING(36) NOT NULL,
  UpdateTime TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp = true),
) PRIMARY KEY (UserId, UpdateTime);
CREATE TABLE Changes (
  UserId STRING(36) NOT NULL,
  UpdateTime TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp = true),
  ChangeTime TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp = true),
) PRIMARY KEY (UserId, UpdateTime, ChangeTime),
  INTERLEAVE IN PARENT Users ON DELETE CASCADE;
