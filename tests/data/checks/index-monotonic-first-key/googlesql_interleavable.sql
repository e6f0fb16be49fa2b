-- The seed's advice: interleave the last-access index under the user row.
-- expect: index-monotonic-first-key AlbumsByReleaseDate
-- fixes: interleave-index index-shard-prefix
CREATE TABLE Singers (SingerId STRING(36) NOT NULL) PRIMARY KEY (SingerId);
CREATE TABLE Albums (
  SingerId STRING(36) NOT NULL,
  AlbumId STRING(36) NOT NULL,
  ReleaseDate DATE,
) PRIMARY KEY (SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;
CREATE INDEX AlbumsByReleaseDate ON Albums(ReleaseDate);
