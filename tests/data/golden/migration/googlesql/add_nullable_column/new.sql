CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Bio STRING(MAX),
  Age INT64,
) PRIMARY KEY (SingerId);
