CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
) PRIMARY KEY (SingerId);

-- Each singer's albums, stored with the singer.
CREATE TABLE Albums (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
  Title STRING(MAX), -- as printed on the cover
) PRIMARY KEY (SingerId, AlbumId), INTERLEAVE IN PARENT Singers ON DELETE CASCADE;

-- Albums by title.
CREATE INDEX AlbumsByTitle ON Albums(Title);
