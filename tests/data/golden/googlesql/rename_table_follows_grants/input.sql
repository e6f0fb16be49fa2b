-- Renaming a table carries its references with it, grants included (fine-grained access
-- control follows a rename in Spanner).
CREATE TABLE Singers (Id INT64 NOT NULL) PRIMARY KEY (Id);
CREATE TABLE Albums (Id INT64 NOT NULL, AlbumId INT64 NOT NULL) PRIMARY KEY (Id, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;
CREATE INDEX SingersById ON Singers (Id);
CREATE CHANGE STREAM SingerChanges FOR Singers;
CREATE ROLE reader;
GRANT SELECT ON TABLE Singers, Albums TO ROLE reader;
GRANT INSERT ON TABLE Singers TO ROLE reader;
ALTER TABLE Singers RENAME TO Artists;
RENAME TABLE Albums TO Records;
