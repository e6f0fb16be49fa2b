-- recreate: table Albums is dropped to be created again (its primary key changes): its rows are lost
DROP TABLE Albums;
-- recreate: table Singers is dropped to be created again (its primary key changes): its rows are lost
DROP TABLE Singers;
-- recreate: table Singers is created again, empty (its primary key changes)
CREATE TABLE Singers (
  SingerId STRING(64) NOT NULL,
) PRIMARY KEY(SingerId);
-- recreate: table Albums is created again, empty (its primary key changes)
CREATE TABLE Albums (
  SingerId STRING(64) NOT NULL,
  AlbumId INT64 NOT NULL,
) PRIMARY KEY(SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;
