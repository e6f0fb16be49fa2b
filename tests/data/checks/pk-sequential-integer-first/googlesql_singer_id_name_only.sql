-- expect: pk-sequential-integer-first Singers.SingerId info
-- expect: pk-sequential-integer-first Artists.ArtistId info
-- fixes: bit-reversed-sequence uuid-key
CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  FirstName STRING(1024),
  LastName STRING(1024),
  SingerInfo BYTES(MAX),
) PRIMARY KEY (SingerId);
CREATE TABLE Albums (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
  AlbumTitle STRING(MAX),
) PRIMARY KEY (SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;
-- A parent of interleaved rows is an entity however few its columns (the designer's own
-- Singers/Albums walkthrough has three): still reported.
CREATE TABLE Artists (
  ArtistId INT64 NOT NULL,
  FirstName STRING(1024),
  LastName STRING(1024),
) PRIMARY KEY (ArtistId);
CREATE TABLE Records (
  ArtistId INT64 NOT NULL,
  RecordId STRING(36) NOT NULL,
) PRIMARY KEY (ArtistId, RecordId),
  INTERLEAVE IN PARENT Artists ON DELETE CASCADE;
