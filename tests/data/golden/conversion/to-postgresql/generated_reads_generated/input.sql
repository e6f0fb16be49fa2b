-- PostgreSQL rejects a generated column that reads another generated column: the expression
-- it reads is written in its place, through a chain.
CREATE TABLE T (
  K INT64 NOT NULL,
  A INT64,
  B INT64 AS (A + 1) STORED,
  C INT64 AS (b * 2),
  D STRING(MAX) AS (CONCAT(CAST(C AS STRING), '!')),
) PRIMARY KEY (K);
