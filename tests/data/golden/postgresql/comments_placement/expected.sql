-- A header comment followed by a blank line stays a free comment.
--
-- It has two paragraphs.

-- the sequence
CREATE SEQUENCE seq BIT_REVERSED_POSITIVE;

-- Singers are the root.
-- trailing comment of singers
CREATE TABLE singers (
  -- the singer id
  singer_id bigint NOT NULL,
  -- given name
  first_name character varying(1024),
  -- a block comment
  -- on two lines
  info bytea,
  PRIMARY KEY(singer_id)
);

-- Singers by name.
CREATE INDEX singers_by_name ON singers (first_name);

-- A section title, a free comment.

-- a comment before the key line documents the table
CREATE TABLE albums (
  singer_id bigint NOT NULL,
  -- an inline /* nested */ block
  album_id bigint NOT NULL,
  -- an ALTER TABLE ... ADD COLUMN: its comment documents the column it adds
  title character varying,
  PRIMARY KEY(singer_id, album_id)
) INTERLEAVE IN PARENT singers ON DELETE CASCADE;

-- spanner-schema: disable=wide-table
CREATE TABLE concerts (
  id bigint NOT NULL,
  singer_id bigint,
  PRIMARY KEY(id),
  -- who sings
  CONSTRAINT fk_singer FOREIGN KEY (singer_id) REFERENCES singers(singer_id),
  -- ids start at 1
  CONSTRAINT positive_id CHECK(id > 0)
);

-- A change stream
CREATE CHANGE STREAM everything
FOR ALL;

-- The view
CREATE VIEW v SQL SECURITY INVOKER AS SELECT s.singer_id FROM singers AS s;

-- the end of the file
