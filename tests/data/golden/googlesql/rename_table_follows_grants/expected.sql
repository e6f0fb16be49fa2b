-- Renaming a table carries its references with it, grants included (fine-grained access
-- control follows a rename in Spanner).
CREATE TABLE Artists (
  Id INT64 NOT NULL,
) PRIMARY KEY(Id);

CREATE INDEX SingersById ON Artists(Id);

CREATE TABLE Records (
  Id INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
) PRIMARY KEY(Id, AlbumId),
  INTERLEAVE IN PARENT Artists ON DELETE CASCADE;

CREATE CHANGE STREAM SingerChanges FOR Artists;

CREATE ROLE reader;

GRANT SELECT ON TABLE Artists, Records TO ROLE reader;

GRANT INSERT ON TABLE Artists TO ROLE reader;
