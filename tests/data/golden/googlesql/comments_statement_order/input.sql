-- A file header stays at the top, above the sequence that prints first.

CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
) PRIMARY KEY(SingerId);

-- Section: albums. A free comment stays above the table that followed it.

CREATE TABLE Albums (
  AlbumId INT64 NOT NULL,
  SingerId INT64,
) PRIMARY KEY(AlbumId);

-- Section: ids. Sequences print first: this free comment goes with them.

CREATE SEQUENCE AlbumIds OPTIONS (sequence_kind = 'bit_reversed_positive');

-- the email column, added later
ALTER TABLE Singers ADD COLUMN Email STRING(MAX); -- may be NULL

-- albums of a singer
ALTER TABLE Albums ADD CONSTRAINT FK_AlbumSinger FOREIGN KEY(SingerId) REFERENCES Singers(SingerId);

-- names grew: a change of an existing column stays a free comment, at its place
ALTER TABLE Singers ALTER COLUMN Name STRING(200);

CREATE TABLE Songs (
  SongId INT64 NOT NULL,
) PRIMARY KEY(SongId);

-- the end
