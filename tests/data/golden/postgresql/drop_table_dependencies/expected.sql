CREATE TABLE fans (
  id bigint NOT NULL,
  s bigint,
  PRIMARY KEY(id)
);
