-- dialect: postgresql
-- expect: interleaved-index-key-prefix albums_by_title
-- fixes: prefix-index-key
CREATE TABLE singers (singer_id varchar(36) NOT NULL, PRIMARY KEY (singer_id));
CREATE TABLE albums (
  singer_id varchar(36) NOT NULL,
  album_id varchar(36) NOT NULL,
  title text,
  PRIMARY KEY (singer_id, album_id)
) INTERLEAVE IN PARENT singers ON DELETE CASCADE;
CREATE INDEX albums_by_title ON albums(title) INTERLEAVE IN singers;
