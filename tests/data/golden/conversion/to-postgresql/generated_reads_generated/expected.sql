-- PostgreSQL rejects a generated column that reads another generated column: the expression
-- it reads is written in its place, through a chain.
CREATE TABLE "T" (
  "K" bigint NOT NULL,
  "A" bigint,
  "B" bigint GENERATED ALWAYS AS ("A" + 1) STORED,
  "C" bigint GENERATED ALWAYS AS (("A" + 1) * 2) VIRTUAL,
  "D" character varying GENERATED ALWAYS AS ((CAST((("A" + 1) * 2) AS varchar) || '!')) VIRTUAL,
  PRIMARY KEY("K")
);
