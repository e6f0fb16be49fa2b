CREATE TABLE singers (
  singer_id bigint NOT NULL,
  updated spanner.commit_timestamp,
  PRIMARY KEY (singer_id)
);
