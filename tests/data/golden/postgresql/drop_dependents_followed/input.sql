-- DROP TABLE counts each table's dependents once (validation/drops.h) and then follows every
-- statement that adds one, so each DROP here is refused as Spanner refuses it.
CREATE TABLE spare (id bigint PRIMARY KEY);
CREATE TABLE singers (id bigint PRIMARY KEY);
CREATE TABLE fans (id bigint PRIMARY KEY, s bigint);
CREATE TABLE venues (id bigint PRIMARY KEY);
CREATE TABLE shows (id bigint PRIMARY KEY);
CREATE CHANGE STREAM old FOR spare;
DROP TABLE spare;
-- A foreign key added by ALTER TABLE.
ALTER TABLE fans ADD CONSTRAINT fk_s FOREIGN KEY (s) REFERENCES singers (id);
DROP TABLE singers;
-- Renamed: the references follow, and so does the count (the emulator 1.5.28 cannot rename).
ALTER TABLE singers RENAME TO artists;
DROP TABLE artists;
-- A change stream dropped, another created in its place.
DROP CHANGE STREAM old;
CREATE CHANGE STREAM new FOR venues;
DROP TABLE venues;
-- A change stream altered to track another table.
ALTER CHANGE STREAM new SET FOR shows;
DROP TABLE shows;
DROP TABLE venues;
-- An index created after the counting.
CREATE INDEX fans_by_s ON fans (s);
DROP TABLE fans;
