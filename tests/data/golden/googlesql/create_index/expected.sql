CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  First STRING(MAX),
  Last STRING(MAX),
  Age INT64,
) PRIMARY KEY(SingerId);

CREATE UNIQUE NULL_FILTERED INDEX SingersByAge ON Singers(Age);

CREATE INDEX SingersByName ON Singers(Last, First DESC) STORING (Age);

CREATE TABLE Albums (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
  Title STRING(MAX),
) PRIMARY KEY(SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE NO ACTION;

CREATE INDEX AlbumsByTitle ON Albums(SingerId, Title) WHERE Title IS NOT NULL, INTERLEAVE IN Singers OPTIONS (locality_group = 'hot');
