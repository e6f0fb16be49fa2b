CREATE TABLE t (
  id bigint NOT NULL,
  a bigint,
  ts timestamp with time zone,
  PRIMARY KEY(id)
);
