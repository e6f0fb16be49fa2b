CREATE TABLE a (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);
