CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(100),
  bio bytea,
  PRIMARY KEY (singer_id)
);
