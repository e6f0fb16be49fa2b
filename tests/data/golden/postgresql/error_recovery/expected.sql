CREATE TABLE two (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);

CREATE TABLE eight (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);
