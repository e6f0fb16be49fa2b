-- DROP TABLE refuses while anything depends on the table, reporting in Spanner's order (the
-- emulator's verdicts): change streams, interleaved tables, indexes, foreign keys, then views.
CREATE TABLE singers (id bigint PRIMARY KEY);
CREATE TABLE albums (id bigint NOT NULL, a bigint NOT NULL, PRIMARY KEY (id, a)) INTERLEAVE IN PARENT singers;
CREATE TABLE fans (id bigint PRIMARY KEY, s bigint, CONSTRAINT fk_s FOREIGN KEY (s) REFERENCES singers (id));
CREATE INDEX singers_by_id ON singers (id);
CREATE CHANGE STREAM singer_changes FOR singers;
CREATE VIEW singer_ids SQL SECURITY INVOKER AS SELECT s.id FROM singers s;
DROP TABLE singers;
DROP CHANGE STREAM singer_changes;
DROP TABLE singers;
DROP TABLE albums;
DROP TABLE singers;
DROP INDEX singers_by_id;
DROP TABLE singers;
ALTER TABLE fans DROP CONSTRAINT fk_s;
DROP TABLE singers;
DROP VIEW singer_ids;
DROP TABLE singers;
