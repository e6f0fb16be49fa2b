CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(100),
  bio text,
  name_length bigint GENERATED ALWAYS AS (length(name)) STORED,
  PRIMARY KEY (singer_id)
);
