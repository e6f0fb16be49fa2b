CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Bio STRING(MAX),
) PRIMARY KEY (SingerId);
CREATE CHANGE STREAM Changes FOR Singers OPTIONS ( retention_period = '36h' );
