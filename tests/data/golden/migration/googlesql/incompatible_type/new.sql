CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name INT64,
  Bio STRING(MAX),
) PRIMARY KEY (SingerId);
