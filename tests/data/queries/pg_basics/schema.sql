CREATE TABLE singers (
  singer_id bigint NOT NULL,
  first_name varchar(100),
  "LastName" varchar(100),
  PRIMARY KEY (singer_id)
);
CREATE TABLE albums (
  singer_id bigint NOT NULL,
  album_id bigint NOT NULL,
  title varchar(100),
  released_at timestamptz,
  PRIMARY KEY (singer_id, album_id)
) INTERLEAVE IN PARENT singers ON DELETE CASCADE;
CREATE INDEX albums_by_title ON albums(title) INCLUDE (released_at);
