-- A header comment followed by a blank line stays a free comment.
--
-- It has two paragraphs.

-- the sequence
CREATE SEQUENCE Seq OPTIONS (
  sequence_kind = 'bit_reversed_positive'
);

-- Singers are the root.
-- trailing comment of Singers
CREATE TABLE Singers (
  -- the singer id
  SingerId INT64 NOT NULL,
  -- given name
  FirstName STRING(1024),
  -- a hash comment on LastName
  LastName STRING(1024),
  -- a block comment
  -- on two lines
  Info BYTES(MAX),
) PRIMARY KEY(SingerId);

-- Singers by name.
CREATE INDEX SingersByName ON Singers(LastName, FirstName);

-- A section title, a free comment.

-- a comment before the key line documents the table
CREATE TABLE Albums (
  SingerId INT64 NOT NULL,
  -- an inline block
  AlbumId INT64 NOT NULL,
  -- an ALTER TABLE ... ADD COLUMN: its comment documents the column it adds
  Title STRING(MAX),
) PRIMARY KEY(SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;

-- spanner-schema: disable=wide-table
CREATE TABLE Concerts (
  Id INT64 NOT NULL,
  SingerId INT64,
  -- who sings
  CONSTRAINT FK_Singer FOREIGN KEY(SingerId) REFERENCES Singers(SingerId),
  -- ids start at 1
  CONSTRAINT PositiveId CHECK(Id > 0),
) PRIMARY KEY(Id);

-- A change stream
CREATE CHANGE STREAM Everything FOR ALL;

-- The view
CREATE VIEW V SQL SECURITY INVOKER AS SELECT s.SingerId FROM Singers AS s;

-- the end of the file
