CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(100) DEFAULT 'unknown',
  bio text,
  PRIMARY KEY (singer_id)
);
