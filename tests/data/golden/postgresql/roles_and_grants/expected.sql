CREATE TABLE t (
  id bigint NOT NULL,
  a character varying,
  PRIMARY KEY(id)
);

CREATE ROLE reader;

GRANT SELECT ON TABLE t TO reader;

GRANT SELECT(id, a), INSERT ON TABLE t TO reader;

GRANT USAGE ON SCHEMA public TO reader;
