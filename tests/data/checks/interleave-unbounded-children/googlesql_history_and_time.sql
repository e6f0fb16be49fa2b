-- expect: interleave-unbounded-children UserEvents
-- expect: interleave-unbounded-children Readings
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
