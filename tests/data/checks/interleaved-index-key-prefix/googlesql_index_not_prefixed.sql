-- expect: interleaved-index-key-prefix AlbumsByTitle
-- expect: interleaved-index-key-prefix AlbumsByDate
-- fixes: prefix-index-key
CREATE TABLE Singers (SingerId STRING(36) NOT NULL) PRIMARY KEY (SingerId);
CREATE TABLE Albums (
  SingerId STRING(36) NOT NULL,
  AlbumId STRING(36) NOT NULL,
  Title STRING(MAX),
  ReleaseDate DATE,
) PRIMARY KEY (SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;
CREATE INDEX AlbumsByTitle ON Albums(Title), INTERLEAVE IN Singers;
CREATE INDEX AlbumsByDate ON Albums(SingerId DESC, ReleaseDate), INTERLEAVE IN Singers;
