-- Singers: every artist, the root of the hierarchy.
CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  -- the name as printed on albums
  Name STRING(100),
) PRIMARY KEY (SingerId);

-- a new comment on the index, and a free one below

-- free
CREATE INDEX SingersByName ON Singers(Name);
