CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  FirstName STRING(1024),
  LastName STRING(1024),
  FullName STRING(2048) AS (FirstName || ' ' || LastName) STORED,
  Tags ARRAY<STRING(MAX)>,
) PRIMARY KEY (SingerId);

CREATE TABLE Albums (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
  Title STRING(MAX) NOT NULL DEFAULT ("<untitled> & \"new\""),
) PRIMARY KEY (SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;

CREATE TABLE Songs (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL,
  TrackId INT64 NOT NULL,
  Name STRING(MAX),
  PlayedAt TIMESTAMP OPTIONS (allow_commit_timestamp = true),
) PRIMARY KEY (SingerId, AlbumId, TrackId DESC),
  INTERLEAVE IN PARENT Albums ON DELETE CASCADE,
  ROW DELETION POLICY (OLDER_THAN(PlayedAt, INTERVAL 30 DAY));

CREATE INDEX SongsByName ON Songs(SingerId, AlbumId, Name) STORING (PlayedAt), INTERLEAVE IN Albums;

CREATE UNIQUE NULL_FILTERED INDEX SingersByLastName ON Singers(LastName);

CREATE SCHEMA sales;

CREATE TABLE sales.Orders (
  OrderId INT64 NOT NULL,
  SingerId INT64 NOT NULL,
  CreatedAt TIMESTAMP NOT NULL,
  CONSTRAINT FK_Orders_Singers FOREIGN KEY (SingerId) REFERENCES Singers (SingerId),
) PRIMARY KEY (CreatedAt, OrderId);

CREATE TABLE sales.`Line<Items>` (
  OrderId INT64 NOT NULL,
  LineNo INT64 NOT NULL,
  Quantity INT64 NOT NULL,
  CONSTRAINT CK_Quantity CHECK (Quantity > 0),
  FOREIGN KEY (OrderId) REFERENCES sales.Orders (OrderId) ON DELETE CASCADE,
) PRIMARY KEY (OrderId, LineNo);
