CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(100),
  bio text,
  age bigint,
  PRIMARY KEY (singer_id)
);
