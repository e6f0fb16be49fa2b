-- dialect: postgresql
-- expect: pk-sequential-integer-first singers.singer_id info
-- fixes: bit-reversed-sequence
CREATE TABLE singers (
  singer_id bigint NOT NULL,
  first_name varchar(1024),
  last_name varchar(1024),
  singer_info bytea,
  PRIMARY KEY (singer_id)
);
