-- CREATE TABLE checks in one order in both dialects, the emulator's: a column's DEFAULT or
-- generated expression before the references (interleave parent, foreign keys), those before a
-- CHECK constraint's expression, which comes after the names of the constraints.
CREATE TABLE Albums (Id INT64, C INT64 DEFAULT (Id + 1), D INT64, FOREIGN KEY (D) REFERENCES Nope (Id)) PRIMARY KEY (Id);
CREATE TABLE Albums (Id INT64, C INT64 DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE Nope))) PRIMARY KEY (Id), INTERLEAVE IN PARENT Nope;
CREATE TABLE Albums (Id INT64, G INT64 AS (Nope) STORED) PRIMARY KEY (Id), INTERLEAVE IN PARENT Nope;
CREATE TABLE Albums (Id INT64, S STRING(MAX), CHECK (S), FOREIGN KEY (Id) REFERENCES Nope (Id)) PRIMARY KEY (Id);
CREATE TABLE Albums (Id INT64, S STRING(MAX), CONSTRAINT Albums CHECK (S)) PRIMARY KEY (Id);
