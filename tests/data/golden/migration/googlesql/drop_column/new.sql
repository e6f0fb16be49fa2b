CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
) PRIMARY KEY (SingerId);
