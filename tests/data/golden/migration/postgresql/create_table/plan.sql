-- in-place: new table albums
CREATE TABLE albums (
  singer_id bigint NOT NULL,
  album_id bigint NOT NULL,
  title character varying,
  PRIMARY KEY(singer_id, album_id)
) INTERLEAVE IN PARENT singers ON DELETE CASCADE;
