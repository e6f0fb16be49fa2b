CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Bio BYTES(MAX),
) PRIMARY KEY (SingerId);
