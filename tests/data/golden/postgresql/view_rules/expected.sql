CREATE SCHEMA sales;

-- CREATE [OR REPLACE] VIEW follows one rule in both dialects, the emulator's: what the query reads
-- must exist already (a table or view, ignoring case; not the query's own WITH names); OR REPLACE
-- replaces the view of that name ignoring case, which takes the name as the replacing statement
-- writes it; a view in a named schema needs the schema.
CREATE TABLE singers (
  id bigint NOT NULL,
  name character varying,
  PRIMARY KEY(id)
);

CREATE VIEW names SQL SECURITY INVOKER AS SELECT s.id FROM "SINGERS" AS s;

CREATE VIEW recent SQL SECURITY INVOKER AS WITH w AS (SELECT s.id FROM singers AS s) SELECT w.id FROM w;

CREATE VIEW sales.top SQL SECURITY INVOKER AS SELECT n.id FROM "NAMES" AS n;
