-- The catalog's music hierarchy.
CREATE TABLE Singers (
  SingerId STRING(36) NOT NULL,
  FirstName STRING(1024),
) PRIMARY KEY (SingerId);
CREATE TABLE Albums (
  SingerId STRING(36) NOT NULL,
  AlbumId STRING(36) NOT NULL,
  AlbumTitle STRING(MAX),
) PRIMARY KEY (SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;
CREATE TABLE Songs (
  SingerId STRING(36) NOT NULL,
  AlbumId STRING(36) NOT NULL,
  TrackId INT64 NOT NULL,
  SongName STRING(MAX),
) PRIMARY KEY (SingerId, AlbumId, TrackId),
  INTERLEAVE IN PARENT Albums ON DELETE CASCADE;
