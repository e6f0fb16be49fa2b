-- DROP TABLE counts each table's dependents once (validation/drops.h) and then follows every
-- statement that adds one, so each DROP here is refused as Spanner refuses it.
CREATE TABLE Spare (
  Id INT64 NOT NULL,
) PRIMARY KEY(Id);

CREATE TABLE Artists (
  Id INT64 NOT NULL,
) PRIMARY KEY(Id);

CREATE TABLE Fans (
  Id INT64 NOT NULL,
  S INT64,
  -- A foreign key added by ALTER TABLE.
  CONSTRAINT FK_S FOREIGN KEY(S) REFERENCES Artists(Id),
) PRIMARY KEY(Id);

-- A change stream altered to track another table.

-- An index created after the counting.
CREATE INDEX FansByS ON Fans(S);

CREATE TABLE Shows (
  Id INT64 NOT NULL,
) PRIMARY KEY(Id);

-- Renamed: the references follow, and so does the count (the emulator 1.5.28 cannot rename).

-- A change stream dropped, another created in its place.

CREATE CHANGE STREAM Fresh FOR Shows;
