-- CREATE and ALTER CHANGE STREAM follow one rule in both dialects, the emulator's: a FOR clause
-- lists each table once, and each must exist; a column it lists must exist, must not be a key
-- column (those are always tracked) and is listed once; DROP FOR ALL needs a FOR clause; every
-- problem is reported at the name it is about (a stream's limits, at the stream's name).
-- retention_period is a string, and an option set to null is back to its default.
CREATE TABLE singers (
  id bigint NOT NULL,
  name character varying,
  bio character varying,
  PRIMARY KEY(id)
);

CREATE CHANGE STREAM keys
FOR singers()
WITH (retention_period = '36h');

CREATE CHANGE STREAM everything;
