-- The child's key starts with the whole key of the table it references: the parent owns it.
-- expect: fk-interleave-candidate Albums.FK_Albums_Singers info
-- fixes: fk-to-interleave
CREATE TABLE Singers (SingerId STRING(36) NOT NULL, Name STRING(MAX)) PRIMARY KEY (SingerId);
CREATE TABLE Albums (
  SingerId STRING(36) NOT NULL,
  AlbumId STRING(36) NOT NULL,
  CONSTRAINT FK_Albums_Singers FOREIGN KEY (SingerId) REFERENCES Singers (SingerId),
) PRIMARY KEY (SingerId, AlbumId);
CREATE TABLE AlbumNotes (
  SingerId STRING(36) NOT NULL,
  AlbumId STRING(36) NOT NULL,
  Note STRING(MAX),
) PRIMARY KEY (SingerId, AlbumId),
  INTERLEAVE IN PARENT Albums ON DELETE CASCADE;
