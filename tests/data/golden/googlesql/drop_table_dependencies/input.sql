-- DROP TABLE refuses while anything depends on the table, reporting in Spanner's order (the
-- emulator's verdicts): change streams, interleaved tables, indexes, foreign keys, then views.
CREATE TABLE Singers (Id INT64 NOT NULL) PRIMARY KEY (Id);
CREATE TABLE Albums (Id INT64 NOT NULL, A INT64 NOT NULL) PRIMARY KEY (Id, A), INTERLEAVE IN PARENT Singers;
CREATE TABLE Fans (Id INT64 NOT NULL, S INT64, CONSTRAINT FK_S FOREIGN KEY (S) REFERENCES Singers (Id)) PRIMARY KEY (Id);
CREATE INDEX SingersById ON Singers (Id);
CREATE CHANGE STREAM SingerChanges FOR Singers;
CREATE VIEW SingerIds SQL SECURITY INVOKER AS SELECT s.Id FROM Singers s;
DROP TABLE Singers;
DROP CHANGE STREAM SingerChanges;
DROP TABLE Singers;
DROP TABLE Albums;
DROP TABLE Singers;
DROP INDEX SingersById;
DROP TABLE Singers;
ALTER TABLE Fans DROP CONSTRAINT FK_S;
DROP TABLE Singers;
DROP VIEW SingerIds;
DROP TABLE Singers;
