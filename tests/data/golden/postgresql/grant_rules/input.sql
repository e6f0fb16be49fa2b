-- GRANT and REVOKE name existing roles and objects, in both dialects (Spanner's DDL reference: "the
-- name of an existing database role", "... of an existing table / view / change stream /
-- sequence", with the case it was created with): a missing grantee, granted role or object is an
-- error at its name. The system roles public, spanner_info_reader and spanner_sys_reader exist in
-- every database; no other spanner_ name does. ON [TABLE] names a table or a view.
CREATE TABLE singers (id bigint PRIMARY KEY);
CREATE VIEW singer_ids SQL SECURITY INVOKER AS SELECT s.id FROM singers AS s;
CREATE CHANGE STREAM singer_changes FOR singers;
CREATE SEQUENCE ids BIT_REVERSED_POSITIVE;
CREATE ROLE reader;
CREATE ROLE auditor;
GRANT SELECT ON TABLE singers TO reader, nobody;
GRANT reader, ghost TO auditor;
GRANT SELECT, UPDATE ON TABLE singers, albums TO reader;
GRANT SELECT ON TABLE "Singers" TO reader;
GRANT SELECT ON TABLE missing TO reader;
GRANT SELECT ON CHANGE STREAM missing TO reader;
GRANT SELECT ON SEQUENCE missing TO reader;
REVOKE SELECT ON TABLE albums FROM reader;
GRANT spanner_admin TO auditor;
GRANT SELECT ON TABLE singers TO reader;
GRANT SELECT ON singer_ids TO public;
GRANT SELECT ON CHANGE STREAM singer_changes TO auditor;
GRANT SELECT, UPDATE ON SEQUENCE ids TO auditor;
GRANT reader, spanner_info_reader, spanner_sys_reader TO auditor;
