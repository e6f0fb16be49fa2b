-- expect: timestamp-key-desc UserHistory.EventTime info
-- fixes: toggle-desc
CREATE TABLE Users (
  UserId STRING(36) NOT NULL,
) PRIMARY KEY (UserId);
CREATE TABLE UserHistory (
  UserId STRING(36) NOT NULL,
  EventTime TIMESTAMP NOT NULL,
  Action STRING(64),
) PRIMARY KEY (UserId, EventTime),
  INTERLEAVE IN PARENT Users ON DELETE CASCADE;
