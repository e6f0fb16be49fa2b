CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  FullName STRING(100),
  Bio STRING(MAX),
) PRIMARY KEY (SingerId);
