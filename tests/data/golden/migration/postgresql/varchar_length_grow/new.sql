CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(200),
  bio text,
  PRIMARY KEY (singer_id)
);
