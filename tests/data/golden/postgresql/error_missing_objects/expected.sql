CREATE TABLE t (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);

CREATE TABLE k (
  id bigint NOT NULL,
  ts bigint,
  PRIMARY KEY(id)
) TTL INTERVAL '1 DAY' ON ts;
