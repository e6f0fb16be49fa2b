-- DROP COLUMN refuses a column that anything still uses, the same rule in both dialects
-- (validation::columnDropBlocker). The emulator refuses each of these in PostgreSQL too:
-- "Cannot drop column `code` from table `p`. It is used by one or more foreign keys: `fk_c`.",
-- "Cannot drop column b from table t because it is used by index i." and "ROW DELETION POLICY
-- will break if drop/alter column named created in table t."
CREATE TABLE p (
  id bigint NOT NULL,
  code bigint,
  note varchar,
  PRIMARY KEY (id)
);
CREATE TABLE c (
  id bigint NOT NULL,
  pcode bigint,
  PRIMARY KEY (id),
  CONSTRAINT fk_c FOREIGN KEY (pcode) REFERENCES p (code)
);
CREATE TABLE t (
  id bigint NOT NULL,
  a bigint,
  b bigint,
  created timestamptz,
  PRIMARY KEY (id)
) TTL INTERVAL '1 day' ON created;
CREATE INDEX i ON t (a) WHERE b IS NOT NULL;
-- Refused: another table's foreign key references it.
ALTER TABLE p DROP COLUMN code;
-- Refused: the partial index's WHERE ... IS NOT NULL uses it.
ALTER TABLE t DROP COLUMN b;
-- Refused: the TTL uses it.
ALTER TABLE t DROP COLUMN created;
-- Taken: nothing uses it.
ALTER TABLE p DROP COLUMN note;
