-- Both dialects' references: "The role name public and role names starting with spanner_ are
-- reserved for system roles" (PostgreSQL: and pg_*), and "You can't drop system roles". The
-- reserved names were the PostgreSQL parser's alone; the applier judges them for both dialects.
CREATE TABLE t (id bigint PRIMARY KEY);
CREATE ROLE public;
CREATE ROLE spanner_auditor;
CREATE ROLE "Spanner_Reader";
CREATE ROLE pg_reader;
CREATE ROLE reader;
GRANT SELECT ON TABLE t TO reader, spanner_info_reader;
DROP ROLE public;
DROP ROLE spanner_sys_reader;
