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
  CONSTRAINT fk_album_singer FOREIGN KEY (singer_id) REFERENCES singers (singer_id),
  PRIMARY KEY (singer_id, album_id)
);
