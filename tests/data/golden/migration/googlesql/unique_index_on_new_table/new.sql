CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Bio STRING(MAX),
) PRIMARY KEY (SingerId);
CREATE UNIQUE INDEX SingersByName ON Singers(Name);
