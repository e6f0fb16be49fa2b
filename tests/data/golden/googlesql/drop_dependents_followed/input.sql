-- DROP TABLE counts each table's dependents once (validation/drops.h) and then follows every
-- statement that adds one, so each DROP here is refused as Spanner refuses it.
CREATE TABLE Spare (Id INT64 NOT NULL) PRIMARY KEY (Id);
CREATE TABLE Singers (Id INT64 NOT NULL) PRIMARY KEY (Id);
CREATE TABLE Fans (Id INT64 NOT NULL, S INT64) PRIMARY KEY (Id);
CREATE TABLE Venues (Id INT64 NOT NULL) PRIMARY KEY (Id);
CREATE TABLE Shows (Id INT64 NOT NULL) PRIMARY KEY (Id);
CREATE CHANGE STREAM Old FOR Spare;
DROP TABLE Spare;
-- A foreign key added by ALTER TABLE.
ALTER TABLE Fans ADD CONSTRAINT FK_S FOREIGN KEY (S) REFERENCES Singers (Id);
DROP TABLE Singers;
-- Renamed: the references follow, and so does the count (the emulator 1.5.28 cannot rename).
RENAME TABLE Singers TO Artists;
DROP TABLE Artists;
-- A change stream dropped, another created in its place.
DROP CHANGE STREAM Old;
CREATE CHANGE STREAM Fresh FOR Venues;
DROP TABLE Venues;
-- A change stream altered to track another table.
ALTER CHANGE STREAM Fresh SET FOR Shows;
DROP TABLE Shows;
DROP TABLE Venues;
-- An index created after the counting.
CREATE INDEX FansByS ON Fans (S);
DROP TABLE Fans;
