-- expect: row-size-over-limit Albums
CREATE TABLE Albums (
  AlbumId STRING(36) NOT NULL,
  Covers ARRAY<BYTES(MAX)>,
) PRIMARY KEY (AlbumId);
