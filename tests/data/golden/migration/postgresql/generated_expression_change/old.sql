CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(100),
  up varchar GENERATED ALWAYS AS (upper(name)) STORED,
  PRIMARY KEY (singer_id)
);
