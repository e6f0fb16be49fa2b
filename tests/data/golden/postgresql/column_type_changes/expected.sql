-- Spanner changes a column's type in place only between varchar and bytea (and their lengths,
-- also as array elements); any other change is refused: "Cannot change type of column `a` from
-- `INT64` to `FLOAT64`". Each verdict is the emulator's (1.5.28), statement by statement.
CREATE TABLE t (
  k bigint NOT NULL,
  a bigint,
  b bytea,
  c character varying(20),
  d bytea[],
  f numeric,
  h character varying,
  PRIMARY KEY(k)
);
