-- Not SMT's heuristic: an index starting with the parent key is legitimate.
CREATE TABLE Singers (SingerId STRING(36) NOT NULL) PRIMARY KEY (SingerId);
CREATE TABLE Albums (
  SingerId STRING(36) NOT NULL,
  AlbumId STRING(36) NOT NULL,
  AlbumTitle STRING(MAX),
) PRIMARY KEY (SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;
CREATE INDEX AlbumsByTitle ON Albums(SingerId, AlbumTitle), INTERLEAVE IN Singers;
CREATE UNIQUE INDEX AlbumsByTitleUnique ON Albums(AlbumTitle);
