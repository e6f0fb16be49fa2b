CREATE TABLE ok (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);
