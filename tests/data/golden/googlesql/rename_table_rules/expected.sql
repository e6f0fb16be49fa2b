CREATE SCHEMA sales;

-- RENAME TABLE follows the rules of every rename (ALTER TABLE ... RENAME TO, PostgreSQL's too):
-- the new name must be free ignoring case, even when only its case changes (the emulator refuses
-- ALTER TABLE Singers RENAME TO SINGERS: "Duplicate name in schema"); its named schema must exist;
-- a taken name is reported at the new name; one failing rename undoes the statement's others.
CREATE TABLE sales.Singers (
  Id INT64 NOT NULL,
) PRIMARY KEY(Id);

CREATE TABLE Records (
  Id INT64 NOT NULL,
) PRIMARY KEY(Id);
