-- dialect: postgresql
-- expect: index-interleave-candidate albums_by_singer_title info
-- fixes: interleave-index
CREATE TABLE singers (singer_id varchar(36) NOT NULL, PRIMARY KEY (singer_id));
CREATE TABLE albums (
  singer_id varchar(36) NOT NULL,
  album_id varchar(36) NOT NULL,
  album_title text,
  PRIMARY KEY (singer_id, album_id)
) INTERLEAVE IN PARENT singers ON DELETE CASCADE;
CREATE INDEX albums_by_singer_title ON albums(singer_id, album_title);
