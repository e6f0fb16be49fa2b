CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name bigint,
  bio text,
  PRIMARY KEY (singer_id)
);
