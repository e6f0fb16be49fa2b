-- Dropped and created again under its name, in one run.

-- the new Albums
CREATE TABLE Albums (
  Id STRING(36) NOT NULL,
) PRIMARY KEY(Id);

CREATE UNIQUE NULL_FILTERED INDEX GigsByV ON Albums(Id);

-- A dropped table is gone for the tables created after it.

CREATE TABLE Singers (
  Id STRING(36) NOT NULL,
) PRIMARY KEY(Id);

CREATE TABLE AlbumsByA (
  Id INT64 NOT NULL,
) PRIMARY KEY(Id);

-- on Last, after the run is erased
CREATE TABLE Last (
  Id INT64 NOT NULL,
  -- The run ends here: what follows sees the schema without the dropped tables.
  Title STRING(MAX),
) PRIMARY KEY(Id);

-- on LastById, after the run is erased
CREATE INDEX LastById ON Last(Id);
