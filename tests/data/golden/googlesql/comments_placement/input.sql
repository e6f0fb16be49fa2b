-- A header comment followed by a blank line stays a free comment.
--
-- It has two paragraphs.

-- Singers are the root.
CREATE TABLE Singers (
  -- the singer id
  SingerId INT64 NOT NULL,
  FirstName STRING(1024), -- given name
  # a hash comment on LastName
  LastName STRING(1024),
  /* a block comment
   * on two lines */
  Info BYTES(MAX),
) PRIMARY KEY(SingerId); -- trailing comment of Singers

# A section title, a free comment.

CREATE TABLE Albums (
  SingerId INT64 NOT NULL,
  AlbumId INT64 NOT NULL, /* an inline block */
  -- a comment before the key line documents the table
) PRIMARY KEY(SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;

/** Singers by name. */
CREATE INDEX SingersByName ON Singers(LastName, FirstName);

-- an ALTER TABLE ... ADD COLUMN: its comment documents the column it adds
ALTER TABLE Albums ADD COLUMN Title STRING(MAX);

-- spanner-schema: disable=wide-table
CREATE TABLE Concerts (
  Id INT64 NOT NULL,
  SingerId INT64,
  -- who sings
  CONSTRAINT FK_Singer FOREIGN KEY(SingerId) REFERENCES Singers(SingerId),
  CONSTRAINT PositiveId CHECK(Id > 0), -- ids start at 1
) PRIMARY KEY(Id);

CREATE SEQUENCE Seq OPTIONS (sequence_kind = 'bit_reversed_positive'); -- the sequence
-- The view
CREATE VIEW V SQL SECURITY INVOKER AS SELECT s.SingerId FROM Singers AS s;
-- A change stream
CREATE CHANGE STREAM Everything FOR ALL;

-- the end of the file
