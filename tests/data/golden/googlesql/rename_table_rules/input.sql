-- RENAME TABLE follows the rules of every rename (ALTER TABLE ... RENAME TO, PostgreSQL's too):
-- the new name must be free ignoring case, even when only its case changes (the emulator refuses
-- ALTER TABLE Singers RENAME TO SINGERS: "Duplicate name in schema"); its named schema must exist;
-- a taken name is reported at the new name; one failing rename undoes the statement's others.
CREATE TABLE Singers (Id INT64 NOT NULL) PRIMARY KEY (Id);
CREATE TABLE Albums (Id INT64 NOT NULL) PRIMARY KEY (Id);
RENAME TABLE Singers TO SINGERS;
ALTER TABLE Singers RENAME TO SINGERS;
RENAME TABLE Singers TO sales.Singers;
RENAME TABLE Singers TO Albums;
RENAME TABLE Singers TO Artists, Albums TO artists;
CREATE SCHEMA sales;
RENAME TABLE Singers TO sales.Singers, Albums TO Records;
