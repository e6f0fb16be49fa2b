CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(10),
  Bio STRING(MAX),
) PRIMARY KEY (SingerId);
