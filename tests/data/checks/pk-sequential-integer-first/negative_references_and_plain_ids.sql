-- Integer ids whose name says nothing about how they are issued. From the real schemas in
-- tests/data/realworld/: Trillian's TreeRoots(TreeID) holds random 63-bit ids (crypto/rand) and
-- TreeHeads starts with that TreeID; machmeter's directors(id) gets random ids from its load
-- template and movies_directors starts with a director_id named after directors; Tessera's
-- coordination rows (SeqCoord(id, next)) and a lookup list of order types hold an id and at most
-- two values. A plain `id` / `...Id` / `..._id` is no evidence of a counter, so nothing is reported.
CREATE TABLE TreeRoots (
  TreeID INT64 NOT NULL,
  TreeState INT64 NOT NULL,
  TreeType INT64 NOT NULL,
  TreeInfo BYTES(2097152) NOT NULL,
) PRIMARY KEY (TreeID);
CREATE TABLE TreeHeads (
  TreeID INT64 NOT NULL,
  TreeRevision INT64 NOT NULL,
  RootHash BYTES(256) NOT NULL,
) PRIMARY KEY (TreeID, TreeRevision DESC);
CREATE TABLE directors (
  id INT64 NOT NULL,
  first_name STRING(100),
  last_name STRING(100),
  born DATE,
) PRIMARY KEY (id);
CREATE TABLE movies_directors (
  director_id INT64 NOT NULL,
  movie_id STRING(36) NOT NULL,
) PRIMARY KEY (director_id, movie_id);
CREATE TABLE SeqCoord (id INT64 NOT NULL, next INT64 NOT NULL) PRIMARY KEY (id);
CREATE TABLE OrderTypes (OrderTypeId INT64 NOT NULL, Name STRING(64)) PRIMARY KEY (OrderTypeId);
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
