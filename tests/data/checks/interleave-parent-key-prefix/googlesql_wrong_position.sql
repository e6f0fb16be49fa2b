-- expect: interleave-parent-key-prefix Albums
-- fixes: prefix-parent-key
CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
) PRIMARY KEY (SingerId);
CREATE TABLE Albums (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
) PRIMARY KEY (AlbumId, SingerId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;
