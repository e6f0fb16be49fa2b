-- A run of DROP TABLE and DROP INDEX statements is applied together (in time linear in the
-- schema, validation/droprun.h), yet each DROP sees the drops before it, as Spanner applies a
-- batch in order: a dependent dropped earlier in the run no longer blocks, a dropped object is
-- gone for the DROPs after it, and a statement after the run sees the schema without them.
CREATE TABLE Singers (Id INT64 NOT NULL) PRIMARY KEY (Id);
CREATE TABLE Albums (Id INT64 NOT NULL, A INT64 NOT NULL) PRIMARY KEY (Id, A), INTERLEAVE IN PARENT Singers;
CREATE TABLE Fans (Id INT64 NOT NULL, S INT64, CONSTRAINT FK_S FOREIGN KEY (S) REFERENCES Singers (Id)) PRIMARY KEY (Id);
CREATE TABLE Tree (Id INT64 NOT NULL, Up INT64, CONSTRAINT FK_Up FOREIGN KEY (Up) REFERENCES Tree (Id)) PRIMARY KEY (Id);
CREATE INDEX AlbumsByA ON Albums (A);
CREATE INDEX FansByS ON Fans (S);
CREATE TABLE Kept (Id INT64 NOT NULL) PRIMARY KEY (Id);
DROP TABLE Singers;
DROP TABLE Albums;
DROP INDEX AlbumsByA; -- a comment on a dropped object's line stays in the file
DROP TABLE Albums;
DROP TABLE Albums;
DROP TABLE IF EXISTS Albums;
DROP INDEX AlbumsByA;
DROP INDEX IF EXISTS AlbumsByA;
DROP TABLE Singers;
DROP TABLE Tree;
DROP TABLE Fans;
DROP INDEX FansByS;
DROP TABLE Fans;
DROP TABLE Singers;
-- Created again under the same names after the run, then dropped in a run of their own.
CREATE TABLE Singers (Id STRING(36) NOT NULL) PRIMARY KEY (Id);
CREATE INDEX AlbumsByA ON Singers (Id);
CREATE TABLE Albums (Id STRING(36) NOT NULL) PRIMARY KEY (Id);
DROP INDEX AlbumsByA;
DROP TABLE Singers;
