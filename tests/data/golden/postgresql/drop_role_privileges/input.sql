-- Both dialects' references: "You can't drop a database role if it has any privileges granted to
-- it. All privileges granted to a database role must be revoked before the role can be dropped",
-- and "Dropping a role automatically revokes its membership in other roles and revokes the
-- membership of its members". The drop used to be taken, with the role's grants removed. A REVOKE
-- of a privilege on the table takes its column privileges too, so a drop Spanner may take is never
-- refused (the emulator has no roles to decide).
CREATE TABLE t (id bigint PRIMARY KEY, a varchar);
CREATE ROLE reader;
CREATE ROLE writer;
CREATE ROLE member;
GRANT SELECT, INSERT ON TABLE t TO reader, writer;
GRANT reader TO member;
DROP ROLE reader;
REVOKE SELECT ON TABLE t FROM reader;
DROP ROLE reader;
REVOKE INSERT ON TABLE t FROM reader;
DROP ROLE reader;
GRANT SELECT(id, a) ON TABLE t TO member;
REVOKE SELECT(a) ON TABLE t FROM member;
DROP ROLE member;
REVOKE SELECT ON TABLE t FROM member;
DROP ROLE member;
DROP ROLE writer;
