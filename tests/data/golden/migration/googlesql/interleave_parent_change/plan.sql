-- recreate: table Albums is dropped to be created again (its interleave parent changes): its rows are lost
DROP TABLE Albums;
-- recreate: table Albums is created again, empty (its interleave parent changes)
CREATE TABLE Albums (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
  Title STRING(MAX),
) PRIMARY KEY(SingerId, AlbumId),
  INTERLEAVE IN PARENT Labels ON DELETE CASCADE;
