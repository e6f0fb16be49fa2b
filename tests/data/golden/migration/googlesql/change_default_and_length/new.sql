CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(200) DEFAULT ('b'),
) PRIMARY KEY (SingerId);
