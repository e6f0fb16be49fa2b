-- dialect: postgresql
-- expect: pk-sequential-integer-first singers.singer_id info
-- fixes: bit-reversed-sequence
CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(1024),
  PRIMARY KEY (singer_id)
);
