-- Spanner's grammar has no CREATE CHANGE STREAM IF NOT EXISTS: the emulator refuses it as a
-- syntax error in both dialects ("Encountered 'IF' while parsing: identifier"), so the parsers do.
CREATE TABLE Singers (
  Id INT64 NOT NULL,
  Name STRING(MAX),
) PRIMARY KEY(Id);

CREATE CHANGE STREAM Everything FOR ALL;
