-- A file header stays at the top, above the sequence that prints first.

CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(100),
  PRIMARY KEY (singer_id)
);

-- Section: albums. A free comment stays above the table that followed it.

CREATE TABLE albums (
  album_id bigint NOT NULL,
  singer_id bigint,
  PRIMARY KEY (album_id)
);

-- Section: ids. Sequences print first: this free comment goes with them.

CREATE SEQUENCE album_ids BIT_REVERSED_POSITIVE;

-- the email column, added later
ALTER TABLE singers ADD COLUMN email varchar; -- may be NULL

-- albums of a singer
ALTER TABLE albums ADD CONSTRAINT fk_album_singer FOREIGN KEY (singer_id) REFERENCES singers (singer_id);

-- names grew: a change of an existing column stays a free comment, at its place
ALTER TABLE singers ALTER COLUMN name TYPE varchar(200);

CREATE TABLE songs (
  song_id bigint NOT NULL,
  PRIMARY KEY (song_id)
);

-- the end
