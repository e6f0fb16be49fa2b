-- Spanner changes a column's type in place only between varchar and bytea (and their lengths,
-- also as array elements); any other change is refused: "Cannot change type of column `a` from
-- `INT64` to `FLOAT64`". Each verdict is the emulator's (1.5.28), statement by statement.
CREATE TABLE t (k bigint NOT NULL, a bigint, b varchar(10), c bytea, d varchar[], f numeric, h text, PRIMARY KEY (k));
ALTER TABLE t ALTER COLUMN a TYPE double precision;
ALTER TABLE t ALTER COLUMN b TYPE bytea;
ALTER TABLE t ALTER COLUMN c TYPE varchar(20);
ALTER TABLE t ALTER COLUMN d TYPE bytea[];
ALTER TABLE t ALTER COLUMN f TYPE varchar;
ALTER TABLE t ALTER COLUMN h TYPE jsonb;
