-- A file header stays at the top, above the sequence that prints first.

-- Section: ids. Sequences print first: this free comment goes with them.

CREATE SEQUENCE AlbumIds OPTIONS (
  sequence_kind = 'bit_reversed_positive'
);

CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(200),
  -- the email column, added later
  -- may be NULL
  Email STRING(MAX),
) PRIMARY KEY(SingerId);

-- Section: albums. A free comment stays above the table that followed it.

CREATE TABLE Albums (
  AlbumId INT64 NOT NULL,
  SingerId INT64,
  -- albums of a singer
  CONSTRAINT FK_AlbumSinger FOREIGN KEY(SingerId) REFERENCES Singers(SingerId),
) PRIMARY KEY(AlbumId);

-- names grew: a change of an existing column stays a free comment, at its place

CREATE TABLE Songs (
  SongId INT64 NOT NULL,
) PRIMARY KEY(SongId);

-- the end
