-- GRANT and REVOKE name existing roles and objects, in both dialects (Spanner's DDL reference: "the
-- name of an existing database role", "... of an existing table / view / change stream /
-- sequence", with the case it was created with): a missing grantee, granted role or object is an
-- error at its name. The system roles public, spanner_info_reader and spanner_sys_reader exist in
-- every database; no other spanner_ name does.
CREATE TABLE Singers (Id INT64 NOT NULL) PRIMARY KEY (Id);
CREATE VIEW SingerIds SQL SECURITY INVOKER AS SELECT s.Id FROM Singers AS s;
CREATE CHANGE STREAM SingerChanges FOR Singers;
CREATE SEQUENCE Ids OPTIONS (sequence_kind = 'bit_reversed_positive');
CREATE ROLE reader;
CREATE ROLE auditor;
GRANT SELECT ON TABLE Singers TO ROLE reader, nobody;
GRANT ROLE reader, ghost TO ROLE auditor;
GRANT SELECT, UPDATE ON TABLE Singers, Albums TO ROLE reader;
GRANT SELECT ON TABLE singers TO ROLE reader;
GRANT SELECT ON VIEW Missing TO ROLE reader;
GRANT SELECT ON CHANGE STREAM Missing TO ROLE reader;
GRANT SELECT ON SEQUENCE Missing TO ROLE reader;
REVOKE SELECT ON TABLE Albums FROM ROLE reader;
GRANT ROLE spanner_admin TO ROLE auditor;
GRANT SELECT ON TABLE Singers TO ROLE reader;
GRANT SELECT ON VIEW SingerIds TO ROLE PUBLIC;
GRANT SELECT ON CHANGE STREAM SingerChanges TO ROLE auditor;
GRANT SELECT, UPDATE ON SEQUENCE Ids TO ROLE auditor;
GRANT ROLE reader, spanner_info_reader, spanner_sys_reader TO ROLE auditor;
