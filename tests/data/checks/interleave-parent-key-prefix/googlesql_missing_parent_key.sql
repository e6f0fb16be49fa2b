-- expect: interleave-parent-key-prefix Albums
-- fixes: prefix-parent-key
CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
) PRIMARY KEY (SingerId);
CREATE TABLE Albums (
  AlbumId INT64 NOT NULL,
  Title STRING(MAX),
) PRIMARY KEY (AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;
