-- Both dialects' references: "The role name public and role names starting with spanner_ are
-- reserved for system roles" (PostgreSQL: and pg_*), and "You can't drop system roles". The
-- reserved names were the PostgreSQL parser's alone; the applier judges them for both dialects.
CREATE TABLE t (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);

CREATE ROLE "Spanner_Reader";

CREATE ROLE reader;

GRANT SELECT ON TABLE t TO reader, spanner_info_reader;
