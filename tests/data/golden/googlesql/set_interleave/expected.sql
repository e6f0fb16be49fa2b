-- SET INTERLEAVE IN [PARENT] migrates an interleaved table between INTERLEAVE IN and INTERLEAVE IN
-- PARENT of the same parent (both DDL references; the emulator has no SET INTERLEAVE). A table is
-- interleaved when it is created or never, and keeps its parent; INTERLEAVE IN to IN PARENT ON
-- DELETE CASCADE takes two steps.
CREATE TABLE P (
  Id INT64 NOT NULL,
) PRIMARY KEY(Id);

CREATE TABLE Q (
  Id INT64 NOT NULL,
) PRIMARY KEY(Id);

CREATE TABLE C (
  Id INT64 NOT NULL,
  N INT64 NOT NULL,
) PRIMARY KEY(Id, N),
  INTERLEAVE IN PARENT P ON DELETE CASCADE;

CREATE TABLE Lone (
  Id INT64 NOT NULL,
) PRIMARY KEY(Id);
