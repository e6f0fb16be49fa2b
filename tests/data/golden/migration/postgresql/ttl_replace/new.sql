CREATE TABLE singers (
  singer_id bigint NOT NULL,
  created timestamptz,
  PRIMARY KEY (singer_id)
) TTL INTERVAL '7 days' ON created;
