-- DROP COLUMN refuses a column that anything still uses, the same rule in both dialects
-- (validation::columnDropBlocker). The emulator refuses each of these in PostgreSQL too:
-- "Cannot drop column `code` from table `p`. It is used by one or more foreign keys: `fk_c`.",
-- "Cannot drop column b from table t because it is used by index i." and "ROW DELETION POLICY
-- will break if drop/alter column named created in table t."
CREATE TABLE p (
  id bigint NOT NULL,
  code bigint,
  PRIMARY KEY(id)
);

CREATE TABLE c (
  id bigint NOT NULL,
  pcode bigint,
  PRIMARY KEY(id),
  CONSTRAINT fk_c FOREIGN KEY (pcode) REFERENCES p(code)
);

CREATE TABLE t (
  id bigint NOT NULL,
  a bigint,
  b bigint,
  created timestamp with time zone,
  PRIMARY KEY(id)
) TTL INTERVAL '1 DAY' ON created;

CREATE INDEX i ON t (a) WHERE b IS NOT NULL;

-- Refused: another table's foreign key references it.

-- Refused: the partial index's WHERE ... IS NOT NULL uses it.

-- Refused: the TTL uses it.

-- Taken: nothing uses it.
