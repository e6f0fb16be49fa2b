-- in-place: new table Singers
CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Bio STRING(MAX),
) PRIMARY KEY(SingerId);
-- in-place: new index SingersByName on Singers
CREATE UNIQUE INDEX SingersByName ON Singers(Name);
