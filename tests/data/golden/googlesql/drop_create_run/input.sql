-- A run of drops goes on across CREATE TABLE (validation/droprun.h), so that dropping a table and
-- creating another, in turn, costs no erase at each DROP. Each statement still sees the ones
-- before it, as Spanner applies a batch in order.
CREATE TABLE Singers (Id INT64 NOT NULL) PRIMARY KEY (Id);
CREATE TABLE Albums (Id INT64 NOT NULL, A INT64 NOT NULL) PRIMARY KEY (Id, A), INTERLEAVE IN PARENT Singers;
CREATE INDEX AlbumsByA ON Albums (A);
DROP INDEX AlbumsByA;
-- Dropped and created again under its name, in one run.
DROP TABLE Albums;
CREATE TABLE Albums (Id STRING(36) NOT NULL) PRIMARY KEY (Id); -- the new Albums
-- A table created in the run depends on the tables it names.
CREATE TABLE Fans (Id INT64 NOT NULL, S INT64, CONSTRAINT FK_S FOREIGN KEY (S) REFERENCES Singers (Id)) PRIMARY KEY (Id);
DROP TABLE Singers;
CREATE TABLE Tours (Id INT64 NOT NULL, T INT64 NOT NULL) PRIMARY KEY (Id, T), INTERLEAVE IN PARENT Singers;
DROP TABLE Fans;
DROP TABLE Singers;
DROP TABLE Tours;
DROP TABLE Singers;
-- A dropped table is gone for the tables created after it.
CREATE TABLE Posters (Id INT64 NOT NULL, S INT64, CONSTRAINT FK_P FOREIGN KEY (S) REFERENCES Singers (Id)) PRIMARY KEY (Id);
CREATE TABLE Kids (Id INT64 NOT NULL, K INT64 NOT NULL) PRIMARY KEY (Id, K), INTERLEAVE IN PARENT Singers;
CREATE TABLE IF NOT EXISTS Singers (Id STRING(36) NOT NULL) PRIMARY KEY (Id);
-- The names of dropped objects and of their constraints are free, the others are not.
CREATE TABLE Reviews (Id INT64 NOT NULL, S STRING(36), CONSTRAINT FK_S FOREIGN KEY (S) REFERENCES Albums (Id)) PRIMARY KEY (Id);
CREATE TABLE AlbumsByA (Id INT64 NOT NULL) PRIMARY KEY (Id);
CREATE TABLE ALBUMS (Id INT64 NOT NULL) PRIMARY KEY (Id);
CREATE TABLE Stars (Id INT64 NOT NULL, CONSTRAINT fk_s CHECK (Id > 0)) PRIMARY KEY (Id);
-- An index created in the run depends on its table and is gone once dropped.
CREATE TABLE Gigs (Id INT64 NOT NULL, V INT64) PRIMARY KEY (Id);
CREATE INDEX GigsByV ON Gigs (V);
DROP TABLE Gigs;
DROP INDEX GigsByV;
DROP TABLE Gigs;
CREATE INDEX GigsByV ON Gigs (V);
CREATE UNIQUE NULL_FILTERED INDEX IF NOT EXISTS GigsByV ON Albums (Id);
DROP TABLE Albums;
CREATE TABLE Last (Id INT64 NOT NULL) PRIMARY KEY (Id); -- on Last, after the run is erased
CREATE INDEX LastById ON Last (Id); -- on LastById, after the run is erased
-- The run ends here: what follows sees the schema without the dropped tables.
ALTER TABLE Last ADD COLUMN Title STRING(MAX);
DROP TABLE Reviews;
DROP TABLE Albums;
