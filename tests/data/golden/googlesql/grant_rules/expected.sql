CREATE SEQUENCE Ids OPTIONS (
  sequence_kind = 'bit_reversed_positive'
);

-- GRANT and REVOKE name existing roles and objects, in both dialects (Spanner's DDL reference: "the
-- name of an existing database role", "... of an existing table / view / change stream /
-- sequence", with the case it was created with): a missing grantee, granted role or object is an
-- error at its name. The system roles public, spanner_info_reader and spanner_sys_reader exist in
-- every database; no other spanner_ name does.
CREATE TABLE Singers (
  Id INT64 NOT NULL,
) PRIMARY KEY(Id);

CREATE CHANGE STREAM SingerChanges FOR Singers;

CREATE VIEW SingerIds SQL SECURITY INVOKER AS SELECT s.Id FROM Singers AS s;

CREATE ROLE reader;

CREATE ROLE auditor;

GRANT SELECT ON TABLE Singers TO ROLE reader;

GRANT SELECT ON VIEW SingerIds TO ROLE PUBLIC;

GRANT SELECT ON CHANGE STREAM SingerChanges TO ROLE auditor;

GRANT SELECT, UPDATE ON SEQUENCE Ids TO ROLE auditor;

GRANT ROLE reader, spanner_info_reader, spanner_sys_reader TO ROLE auditor;
