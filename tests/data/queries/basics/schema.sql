CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  FirstName STRING(100),
  LastName STRING(100),
  Info JSON,
) PRIMARY KEY (SingerId);
CREATE TABLE Albums (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
  Title STRING(100),
  ReleasedAt TIMESTAMP,
) PRIMARY KEY (SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;
CREATE INDEX SingersByLastName ON Singers(LastName);
CREATE INDEX AlbumsByRelease ON Albums(SingerId, ReleasedAt DESC) STORING (Title), INTERLEAVE IN Singers;
