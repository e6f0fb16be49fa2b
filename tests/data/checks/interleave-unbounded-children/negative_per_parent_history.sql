-- Per-parent histories under their own parent row, the layout the docs recommend for a
-- timestamp-ordered log ("distributing the hot spot over many roots"): each user, sensor or player
-- writes its own rows at a low rate. Modelled on spanner-gaming-sample's player_ledger_entries
-- (tests/data/realworld/spanner-gaming-sample__gaming.sql) and the docs' UserAccessLogs.
CREATE TABLE Users (UserId STRING(36) NOT NULL) PRIMARY KEY (UserId);
CREATE TABLE UserEvents (
  UserId STRING(36) NOT NULL,
  EventId STRING(36) NOT NULL,
) PRIMARY KEY (UserId, EventId),
  INTERLEAVE IN PARENT Users ON DELETE CASCADE;
CREATE TABLE Sensors (SensorId STRING(36) NOT NULL) PRIMARY KEY (SensorId);
CREATE TABLE Readings (
  SensorId STRING(36) NOT NULL,
  TakenAt TIMESTAMP NOT NULL,
  Value FLOAT64,
) PRIMARY KEY (SensorId, TakenAt DESC),
  INTERLEAVE IN PARENT Sensors ON DELETE CASCADE;
CREATE TABLE players (playerUUID STRING(36) NOT NULL) PRIMARY KEY (playerUUID);
CREATE TABLE player_ledger_entries (
  playerUUID STRING(36) NOT NULL,
  amount NUMERIC NOT NULL,
  entryDate TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp=true),
) PRIMARY KEY (playerUUID, entryDate DESC),
  INTERLEAVE IN PARENT players ON DELETE CASCADE;
-- A log under a tree, but bounded by a TTL.
CREATE TABLE Trees (TreeId INT64 NOT NULL) PRIMARY KEY (TreeId);
CREATE TABLE TreeEvents (
  TreeId INT64 NOT NULL,
  CreatedAt TIMESTAMP NOT NULL,
) PRIMARY KEY (TreeId, CreatedAt DESC),
  INTERLEAVE IN PARENT Trees ON DELETE CASCADE,
  ROW DELETION POLICY (OLDER_THAN(CreatedAt, INTERVAL 7 DAY));
