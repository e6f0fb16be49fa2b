-- dialect: postgresql
-- expect: interleave-and-fk-redundant albums.fk_albums_singers
-- fixes: drop-foreign-key
CREATE TABLE singers (singer_id varchar(36) NOT NULL, PRIMARY KEY (singer_id));
CREATE TABLE albums (
  singer_id varchar(36) NOT NULL,
  album_id varchar(36) NOT NULL,
  PRIMARY KEY (singer_id, album_id),
  CONSTRAINT fk_albums_singers FOREIGN KEY (singer_id) REFERENCES singers (singer_id)
) INTERLEAVE IN PARENT singers ON DELETE CASCADE;
