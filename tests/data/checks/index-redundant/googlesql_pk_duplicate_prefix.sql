-- expect: index-redundant SingersById warning
-- expect: index-redundant SingersByIdReverse info
-- expect: index-redundant SingersByName2 warning
-- expect: index-redundant SingersByLast info
-- fixes: drop-index
CREATE TABLE Singers (
  SingerId STRING(36) NOT NULL,
  LastName STRING(MAX),
  FirstName STRING(MAX),
) PRIMARY KEY (SingerId);
CREATE INDEX SingersById ON Singers(SingerId);
CREATE INDEX SingersByIdReverse ON Singers(SingerId DESC);
CREATE INDEX SingersByName ON Singers(LastName, FirstName);
CREATE INDEX SingersByName2 ON Singers(LastName, FirstName);
CREATE INDEX SingersByLast ON Singers(LastName);
