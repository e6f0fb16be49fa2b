-- Spanner names an unnamed constraint itself, in both dialects: FK_<table>_<referenced>_<hash>_<n>
-- and CK_<table>_<hash>_<n> (the emulator's information_schema.table_constraints), and DROP
-- CONSTRAINT takes that name. PostgreSQL said the constraint does not exist; GoogleSQL's golden
-- alter_table_errors has the same statements.
CREATE TABLE p (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);

CREATE TABLE c (
  id bigint NOT NULL,
  pid bigint,
  PRIMARY KEY(id),
  CHECK(id > 0)
);
