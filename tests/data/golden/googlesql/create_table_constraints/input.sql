CREATE TABLE Albums (
  AlbumId INT64 NOT NULL,
  Title STRING(MAX),
) PRIMARY KEY (AlbumId);

CREATE TABLE Songs (
  SongId INT64 NOT NULL,
  AlbumId INT64,
  Length INT64,
  CONSTRAINT LengthPositive CHECK (Length > 0),
  CHECK (SongId   >=   0),
  CONSTRAINT FK_SongAlbum FOREIGN KEY (AlbumId) REFERENCES Albums (AlbumId) ON DELETE CASCADE,
  FOREIGN KEY (AlbumId) REFERENCES Albums (AlbumId) NOT ENFORCED,
  SYNONYM (Tracks),
) PRIMARY KEY (SongId);
