-- Both dialects' references: "The role name public and role names starting with spanner_ are
-- reserved for system roles", and "You can't drop system roles". GoogleSQL took both until the
-- applier judged CREATE ROLE and DROP ROLE for both dialects (the emulator has no roles).
CREATE TABLE t (id INT64) PRIMARY KEY (id);
CREATE ROLE public;
CREATE ROLE spanner_auditor;
CREATE ROLE Spanner_Reader;
CREATE ROLE pg_reader;
CREATE ROLE reader;
GRANT SELECT ON TABLE t TO ROLE reader, spanner_info_reader;
DROP ROLE public;
DROP ROLE spanner_sys_reader;
