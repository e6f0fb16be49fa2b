-- The catalogue.

-- Singers are the root.
CREATE TABLE singers (
  -- the singer id
  singer_id INT64 NOT NULL,
  -- the name
  name STRING(MAX),
) PRIMARY KEY(singer_id);

-- by name
CREATE INDEX singers_by_name ON singers(name);
