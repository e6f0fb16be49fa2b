-- CREATE and ALTER CHANGE STREAM follow one rule in both dialects, the emulator's: a FOR clause
-- lists each table once, and each must exist; a column it lists must exist, must not be a key
-- column (those are always tracked) and is listed once; DROP FOR ALL needs a FOR clause; every
-- problem is reported at the name it is about (a stream's limits, at the stream's name).
CREATE TABLE Singers (
  Id INT64 NOT NULL,
  Name STRING(MAX),
  Bio STRING(MAX),
) PRIMARY KEY(Id);

CREATE CHANGE STREAM Keys FOR Singers() OPTIONS ( retention_period = '36h' );

CREATE CHANGE STREAM Everything;
