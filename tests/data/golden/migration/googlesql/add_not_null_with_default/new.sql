CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Bio STRING(MAX),
  Active BOOL NOT NULL DEFAULT (true),
) PRIMARY KEY (SingerId);
