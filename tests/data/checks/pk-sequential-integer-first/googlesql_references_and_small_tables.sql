-- Integer ids that are not counters of their own table. From the real schemas in
-- tests/data/realworld/: Trillian's TreeHeads starts with the TreeID of TreeRoots; machmeter's
-- movies_directors starts with a director_id named after directors; Tessera's coordination rows
-- (SeqCoord(id, next)) and a lookup list of order types hold an id and at most two values.
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
-- The tables' own ids stay suggestions: the schema does not say how they are issued (Trillian
-- draws tree ids at random; nothing in its DDL shows it).
-- expect: pk-sequential-integer-first TreeRoots.TreeID info
-- expect: pk-sequential-integer-first directors.id info
