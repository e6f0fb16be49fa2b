-- CREATE [OR REPLACE] VIEW follows one rule in both dialects, the emulator's: what the query reads
-- must exist already (a table or view, ignoring case; not the query's own WITH names); OR REPLACE
-- replaces the view of that name ignoring case, which takes the name as the replacing statement
-- writes it; a view in a named schema needs the schema.
CREATE TABLE Singers (Id INT64 NOT NULL, Name STRING(MAX)) PRIMARY KEY (Id);
CREATE VIEW Names SQL SECURITY INVOKER AS SELECT s.Name FROM Singers AS s;
CREATE OR REPLACE VIEW NAMES SQL SECURITY INVOKER AS SELECT s.Id FROM SINGERS AS s;
CREATE VIEW Names SQL SECURITY INVOKER AS SELECT s.Id FROM Singers AS s;
CREATE VIEW Missing SQL SECURITY INVOKER AS SELECT a.x FROM Albums AS a;
CREATE VIEW Recent SQL SECURITY INVOKER AS WITH w AS (SELECT s.Id FROM Singers AS s) SELECT w.Id FROM w;
CREATE VIEW sales.Top SQL SECURITY INVOKER AS SELECT s.Id FROM Singers AS s;
CREATE SCHEMA sales;
CREATE VIEW sales.Top SQL SECURITY INVOKER AS SELECT n.Id FROM names AS n;
