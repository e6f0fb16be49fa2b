CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(100),
  PRIMARY KEY (singer_id)
);
