-- dialect: postgresql
-- expect: interleave-on-delete-semantics albums info
-- fixes: on-delete-cascade
CREATE TABLE singers (singer_id varchar(36) NOT NULL, PRIMARY KEY (singer_id));
CREATE TABLE albums (
  singer_id varchar(36) NOT NULL,
  album_id varchar(36) NOT NULL,
  PRIMARY KEY (singer_id, album_id)
) INTERLEAVE IN PARENT singers ON DELETE NO ACTION;
