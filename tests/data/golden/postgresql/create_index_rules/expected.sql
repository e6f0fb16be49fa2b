-- CREATE [SEARCH] INDEX follows one rule in both dialects: the name is free; the table, every
-- column the index names and the INTERLEAVE IN table exist, each reported where it is written;
-- a search index's keys are spanner.tokenlist columns; a vector index names its distance_type.
-- A key column listed twice or included too is kept, for the checklist (index-storing-invalid),
-- which offers the fix.
CREATE TABLE singers (
  id bigint NOT NULL,
  name character varying,
  bio character varying,
  bio_tokens spanner.tokenlist GENERATED ALWAYS AS (spanner.tokenize_fulltext(bio)) VIRTUAL HIDDEN,
  embedding real[] VECTOR LENGTH 3,
  PRIMARY KEY(id)
);

CREATE SEARCH INDEX singers_by_bio ON singers (bio_tokens) INCLUDE (name);

CREATE INDEX singers_by_embedding ON singers USING scann (embedding) WITH (distance_type = 'COSINE') WHERE embedding IS NOT NULL;

CREATE INDEX singers_by_name ON singers (name) INCLUDE (bio);

CREATE INDEX singers_by_name_twice ON singers (name, name) INCLUDE (name);
