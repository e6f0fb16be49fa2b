-- Spanner changes a column's type in place only between STRING and BYTES (and their lengths, also
-- as array elements); any other change is refused: "Cannot change type of column `a` from `INT64`
-- to `FLOAT64`". Each verdict is the emulator's (1.5.28), statement by statement.
CREATE TABLE T (
  k INT64 NOT NULL,
  a INT64 NOT NULL,
  b BYTES(10),
  c STRING(MAX),
  d ARRAY<BYTES(MAX)>,
  e ARRAY<INT64>,
  f NUMERIC,
  g JSON,
  h STRING(MAX),
  i TIMESTAMP,
  j DATE,
) PRIMARY KEY(k);
