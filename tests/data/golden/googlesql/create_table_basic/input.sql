CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  FirstName STRING(1024),
  LastName STRING(MAX),
  SingerInfo BYTES(0x100),
) PRIMARY KEY (SingerId);
