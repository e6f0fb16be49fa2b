CREATE TABLE t (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);
