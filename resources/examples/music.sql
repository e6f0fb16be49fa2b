-- The music catalogue of the Cloud Spanner documentation: singers, their albums and the songs
-- on each album, stored together by interleaving (a singer's row, then its albums, each album
-- followed by its songs), plus concerts at venues linked by foreign keys.
--
-- Try: spanner-schema format resources/examples/music.sql
--      spanner-schema convert --to postgresql resources/examples/music.sql

-- Singers are the root of the hierarchy.
CREATE TABLE Singers (
  SingerId INT64 NOT NULL, -- the singer id
  FirstName STRING(1024),
  LastName STRING(1024),
  BirthDate DATE,
  SingerInfo BYTES(MAX),
  FullName STRING(2049) AS (ARRAY_TO_STRING([FirstName, LastName], " ")) STORED,
) PRIMARY KEY(SingerId);

CREATE TABLE Albums (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
  AlbumTitle STRING(MAX),
  ReleaseDate DATE,
  MarketingBudget NUMERIC,
) PRIMARY KEY(SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;

CREATE TABLE Songs (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
  TrackId INT64 NOT NULL,
  SongName STRING(MAX),
  Duration INT64,
  SongGenre STRING(25),
  LastUpdateTime TIMESTAMP NOT NULL OPTIONS (
    allow_commit_timestamp = true
  ),
) PRIMARY KEY(SingerId, AlbumId, TrackId),
  INTERLEAVE IN PARENT Albums ON DELETE CASCADE;

-- Where concerts take place.
CREATE TABLE Venues (
  VenueId STRING(36) NOT NULL DEFAULT (GENERATE_UUID()),
  VenueName STRING(100) NOT NULL,
  City STRING(100),
  Capacity INT64,
  Details JSON,
) PRIMARY KEY(VenueId);

CREATE TABLE Concerts (
  VenueId STRING(36) NOT NULL,
  SingerId INT64 NOT NULL,
  ConcertDate DATE NOT NULL,
  BeginTime TIMESTAMP,
  EndTime TIMESTAMP,
  TicketPrices ARRAY<INT64>,
  CONSTRAINT FK_ConcertsVenue FOREIGN KEY(VenueId) REFERENCES Venues(VenueId),
  CONSTRAINT FK_ConcertsSinger FOREIGN KEY(SingerId) REFERENCES Singers(SingerId),
  CONSTRAINT EndAfterBegin CHECK(EndTime > BeginTime),
) PRIMARY KEY(VenueId, SingerId, ConcertDate);

-- Finds albums by title and reads their budget without a join back to Albums.
CREATE INDEX AlbumsByAlbumTitle ON Albums(AlbumTitle) STORING (MarketingBudget);

CREATE INDEX SongsBySingerAlbumSongNameDesc ON Songs(SingerId, AlbumId, SongName DESC), INTERLEAVE IN Albums;

CREATE NULL_FILTERED INDEX SingersByLastName ON Singers(LastName, FirstName);
