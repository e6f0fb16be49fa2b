CREATE TABLE t (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);
CREATE TABLE u (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);
