-- dialect: postgresql
-- PGAdapter's Hibernate sample (tests/data/realworld/pgadapter__hibernate_sample.sql).
-- expect: fk-interleave-candidate albums.fk_albums_singers info
CREATE TABLE singers (id varchar NOT NULL PRIMARY KEY, first_name varchar, last_name varchar);
CREATE TABLE albums (
  id varchar NOT NULL PRIMARY KEY,
  title varchar NOT NULL,
  singer_id varchar NOT NULL,
  CONSTRAINT fk_albums_singers FOREIGN KEY (singer_id) REFERENCES singers (id)
);
