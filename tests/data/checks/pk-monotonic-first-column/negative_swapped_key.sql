-- The recommended key (UserId, LastAccess): no monotonic first part.
CREATE TABLE UserAccessLog (
  UserId STRING(36) NOT NULL,
  LastAccess TIMESTAMP NOT NULL,
) PRIMARY KEY (UserId, LastAccess);
CREATE TABLE Readings (
  SensorId STRING(36) NOT NULL,
  ReadAt TIMESTAMP NOT NULL,
  Value FLOAT64,
) PRIMARY KEY (SensorId, ReadAt DESC);
