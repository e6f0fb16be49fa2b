-- An ascending timestamp under a parent, or in a table named like a log, without an index that reads
-- it newest first: whether the history is read newest first is the application's business.
-- Fleetspeak (tests/data/realworld/fleetspeak__spanner.sql) reads its ClientContacts as whole
-- prefixes and its usage records by ascending time range, so DESC would buy nothing there.
CREATE TABLE Users (
  UserId STRING(36) NOT NULL,
) PRIMARY KEY (UserId);
CREATE TABLE UserHistory (
  UserId STRING(36) NOT NULL,
  EventTime TIMESTAMP NOT NULL,
  Action STRING(64),
) PRIMARY KEY (UserId, EventTime),
  INTERLEAVE IN PARENT Users ON DELETE CASCADE;
CREATE TABLE AuditLog (
  AccountKey STRING(36) NOT NULL,
  LoggedAt TIMESTAMP NOT NULL,
  Entry STRING(MAX),
) PRIMARY KEY (AccountKey, LoggedAt);
-- An index that reads newest first but over another prefix does not count.
CREATE INDEX AuditLogNewest ON AuditLog(LoggedAt DESC);
