CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(200) NOT NULL,
  country varchar(2),
  PRIMARY KEY (singer_id)
);
CREATE TABLE albums (
  singer_id bigint NOT NULL,
  album_id bigint NOT NULL,
  title text,
  year bigint NOT NULL DEFAULT 2000,
  PRIMARY KEY (singer_id, album_id)
) INTERLEAVE IN PARENT singers;
CREATE INDEX albums_by_title ON albums (title) INCLUDE (year);
CREATE UNIQUE INDEX singers_by_name ON singers (name);
CREATE VIEW names SQL SECURITY INVOKER AS SELECT singers.name FROM singers;
