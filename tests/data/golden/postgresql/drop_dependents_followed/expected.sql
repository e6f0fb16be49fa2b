-- DROP TABLE counts each table's dependents once (validation/drops.h) and then follows every
-- statement that adds one, so each DROP here is refused as Spanner refuses it.
CREATE TABLE spare (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);

CREATE TABLE artists (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);

CREATE TABLE fans (
  id bigint NOT NULL,
  s bigint,
  PRIMARY KEY(id),
  -- A foreign key added by ALTER TABLE.
  CONSTRAINT fk_s FOREIGN KEY (s) REFERENCES artists(id)
);

-- A change stream altered to track another table.

-- An index created after the counting.
CREATE INDEX fans_by_s ON fans (s);

CREATE TABLE shows (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);

-- Renamed: the references follow, and so does the count (the emulator 1.5.28 cannot rename).

-- A change stream dropped, another created in its place.

CREATE CHANGE STREAM new
FOR shows;
