-- in-place: new table Albums
-- Each singer's albums, stored with the singer.
CREATE TABLE Albums (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
  -- as printed on the cover
  Title STRING(MAX),
) PRIMARY KEY(SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;
-- in-place: new index AlbumsByTitle on Albums
-- Albums by title.
CREATE INDEX AlbumsByTitle ON Albums(Title);
