/* The catalogue. */

-- Singers are the root.
CREATE TABLE singers (
  singer_id bigint NOT NULL, -- the singer id
  /* the name */
  name text,
  PRIMARY KEY (singer_id)
);

-- by name
CREATE INDEX singers_by_name ON singers (name);
