CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(100),
  bio text,
  country varchar(2) NOT NULL,
  PRIMARY KEY (singer_id)
);
