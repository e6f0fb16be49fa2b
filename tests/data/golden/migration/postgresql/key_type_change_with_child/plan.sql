-- recreate: table albums is dropped to be created again (its primary key changes): its rows are lost
DROP TABLE albums;
-- recreate: table singers is dropped to be created again (its primary key changes): its rows are lost
DROP TABLE singers;
-- recreate: table singers is created again, empty (its primary key changes)
CREATE TABLE singers (
  singer_id character varying(36) NOT NULL,
  name character varying(100),
  bio character varying,
  PRIMARY KEY(singer_id)
);
-- recreate: table albums is created again, empty (its primary key changes)
CREATE TABLE albums (
  singer_id character varying(36) NOT NULL,
  album_id bigint NOT NULL,
  title character varying,
  PRIMARY KEY(singer_id, album_id)
) INTERLEAVE IN PARENT singers ON DELETE CASCADE;
