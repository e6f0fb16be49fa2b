CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  FirstName STRING(1024),
  LastName STRING(MAX),
  SingerInfo BYTES(256),
) PRIMARY KEY(SingerId);
