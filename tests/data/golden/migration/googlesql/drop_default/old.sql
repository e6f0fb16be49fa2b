CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100) DEFAULT ('unknown'),
  Bio STRING(MAX),
) PRIMARY KEY (SingerId);
