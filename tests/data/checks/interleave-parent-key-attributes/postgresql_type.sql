-- dialect: postgresql
-- expect: interleave-parent-key-attributes albums.singer_id
-- fixes: copy-parent-key-column
CREATE TABLE singers (singer_id bigint NOT NULL, PRIMARY KEY (singer_id));
CREATE TABLE albums (
  singer_id varchar(36) NOT NULL,
  album_id bigint NOT NULL,
  PRIMARY KEY (singer_id, album_id)
) INTERLEAVE IN PARENT singers ON DELETE CASCADE;
