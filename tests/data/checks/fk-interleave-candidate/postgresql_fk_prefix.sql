-- dialect: postgresql
-- expect: fk-interleave-candidate albums.fk_albums_singers info
-- fixes: fk-to-interleave
CREATE TABLE singers (singer_id varchar(36) NOT NULL, PRIMARY KEY (singer_id));
CREATE TABLE albums (
  singer_id varchar(36) NOT NULL,
  album_id varchar(36) NOT NULL,
  PRIMARY KEY (singer_id, album_id),
  CONSTRAINT fk_albums_singers FOREIGN KEY (singer_id) REFERENCES singers (singer_id)
);
