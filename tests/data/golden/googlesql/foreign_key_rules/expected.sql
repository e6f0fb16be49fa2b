-- A foreign key follows one rule in both dialects, in CREATE TABLE and ALTER TABLE alike (the
-- emulator's order): its columns exist, the referenced table and its columns exist, then both
-- lists are as long. Each problem is reported at the name it is about; a count mismatch at the
-- constraint. INTERLEAVE IN PARENT names another table that exists, reported at the parent.
CREATE TABLE Singers (
  Id INT64 NOT NULL,
  Code INT64 NOT NULL,
) PRIMARY KEY(Id, Code);

CREATE TABLE Albums (
  Id INT64,
  Code INT64,
  CONSTRAINT FK_Alter FOREIGN KEY(Id, Code) REFERENCES Singers(Id, Code),
) PRIMARY KEY(Id, Code);
