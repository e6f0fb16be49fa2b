CREATE SCHEMA sales;

-- Renames follow the rules of GoogleSQL's RENAME TABLE: the new name must be free ignoring case,
-- even when only its case changes (the emulator refuses it: "Duplicate name in schema"); its
-- named schema must exist; a taken name is reported at the new name; one failing rename undoes
-- the statement's others.
CREATE TABLE sales.singers (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);

CREATE TABLE records (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);
