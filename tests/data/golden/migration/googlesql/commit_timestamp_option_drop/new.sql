CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Updated TIMESTAMP,
) PRIMARY KEY (SingerId);
