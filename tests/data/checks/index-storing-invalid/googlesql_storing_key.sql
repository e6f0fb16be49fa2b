-- expect: index-storing-invalid SingersByName
-- expect: index-storing-invalid SingersByName
-- expect: index-storing-invalid SingersByName
-- expect: index-storing-invalid SingersByCity
-- fixes: remove-stored-column
CREATE TABLE Singers (
  SingerId STRING(36) NOT NULL,
  Name STRING(MAX),
  Bio STRING(MAX),
  City STRING(MAX),
) PRIMARY KEY (SingerId);
CREATE INDEX SingersByName ON Singers(Name) STORING (SingerId, Name, Bio, Bio);
CREATE INDEX SingersByCity ON Singers(City) STORING (SingerId);
