CREATE TABLE Singers (SingerId STRING(36) NOT NULL) PRIMARY KEY (SingerId);
CREATE TABLE Albums (
  SingerId STRING(36) NOT NULL,
  AlbumId STRING(36) NOT NULL,
  AlbumTitle STRING(MAX),
) PRIMARY KEY (SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;
CREATE INDEX AlbumsByTitle ON Albums(AlbumTitle);
CREATE INDEX AlbumsBySingerTitle ON Albums(SingerId, AlbumTitle), INTERLEAVE IN Singers;
