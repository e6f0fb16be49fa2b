-- The schema inside version1.spdesign (see make-version1.sh). The project test parses this file
-- and expects the migrated project to hold exactly this schema, with the same object ids.
CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(MAX),
) PRIMARY KEY (SingerId);

CREATE TABLE Albums (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
  Title STRING(100),
) PRIMARY KEY (SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;

CREATE INDEX AlbumsByTitle ON Albums(Title);
