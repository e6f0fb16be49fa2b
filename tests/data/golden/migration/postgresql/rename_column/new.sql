CREATE TABLE singers (
  singer_id bigint NOT NULL,
  full_name varchar(100),
  bio text,
  PRIMARY KEY (singer_id)
);
