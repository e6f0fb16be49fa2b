CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
) PRIMARY KEY (SingerId);
