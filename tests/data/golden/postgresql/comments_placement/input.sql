-- A header comment followed by a blank line stays a free comment.
--
-- It has two paragraphs.

-- Singers are the root.
CREATE TABLE singers (
  -- the singer id
  singer_id bigint NOT NULL,
  first_name varchar(1024), -- given name
  /* a block comment
   * on two lines */
  info bytea,
  PRIMARY KEY (singer_id)
); -- trailing comment of singers

/* A section title, a free comment. */

CREATE TABLE albums (
  singer_id bigint NOT NULL,
  album_id bigint NOT NULL, /* an inline /* nested */ block */
  -- a comment before the key line documents the table
  PRIMARY KEY (singer_id, album_id)
) INTERLEAVE IN PARENT singers ON DELETE CASCADE;

-- Singers by name.
CREATE INDEX singers_by_name ON singers (first_name);

-- an ALTER TABLE ... ADD COLUMN: its comment documents the column it adds
ALTER TABLE albums ADD COLUMN title varchar;

-- spanner-schema: disable=wide-table
CREATE TABLE concerts (
  id bigint NOT NULL,
  singer_id bigint,
  -- who sings
  CONSTRAINT fk_singer FOREIGN KEY (singer_id) REFERENCES singers (singer_id),
  CONSTRAINT positive_id CHECK (id > 0), -- ids start at 1
  PRIMARY KEY (id)
);

CREATE SEQUENCE seq BIT_REVERSED_POSITIVE; -- the sequence
-- The view
CREATE VIEW v SQL SECURITY INVOKER AS SELECT s.singer_id FROM singers AS s;
-- A change stream
CREATE CHANGE STREAM everything FOR ALL;

-- the end of the file
