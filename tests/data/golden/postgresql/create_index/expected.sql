CREATE TABLE t (
  a bigint NOT NULL,
  b character varying,
  c bigint,
  d boolean,
  PRIMARY KEY(a)
);

CREATE UNIQUE INDEX t_by_b_c ON t (b DESC NULLS FIRST, c NULLS LAST) INCLUDE (d);

CREATE INDEX t_filtered ON t (b, c) WHERE b IS NOT NULL AND c IS NOT NULL;

CREATE INDEX t_il ON t (a, c) INTERLEAVE IN t WHERE c IS NOT NULL;
