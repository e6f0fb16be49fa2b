CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(100),
  bio text,
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (singer_id)
);
