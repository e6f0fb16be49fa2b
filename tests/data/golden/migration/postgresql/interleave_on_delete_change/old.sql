CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(100),
  bio text,
  PRIMARY KEY (singer_id)
);
CREATE TABLE albums (
  singer_id bigint NOT NULL,
  album_id bigint NOT NULL,
  title text,
  PRIMARY KEY (singer_id, album_id)
) INTERLEAVE IN PARENT singers ON DELETE CASCADE;
