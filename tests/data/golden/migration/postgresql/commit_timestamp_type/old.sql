CREATE TABLE singers (
  singer_id bigint NOT NULL,
  updated timestamptz,
  PRIMARY KEY (singer_id)
);
