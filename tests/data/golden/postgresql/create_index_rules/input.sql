-- CREATE [SEARCH] INDEX follows one rule in both dialects: the name is free; the table, every
-- column the index names and the INTERLEAVE IN table exist, each reported where it is written;
-- a search index's keys are spanner.tokenlist columns; a vector index names its distance_type.
-- A key column listed twice or included too is kept, for the checklist (index-storing-invalid),
-- which offers the fix.
CREATE TABLE singers (
  id bigint PRIMARY KEY,
  name varchar,
  bio varchar,
  bio_tokens spanner.tokenlist GENERATED ALWAYS AS (spanner.tokenize_fulltext(bio)) VIRTUAL HIDDEN,
  embedding float4[] VECTOR LENGTH 3
);
CREATE INDEX singers_by_name ON singers (name) INCLUDE (bio);
CREATE INDEX singers_by_name ON singers (bio);
CREATE INDEX singers_by_nope ON nope (name);
CREATE INDEX singers_by_nope ON singers (name, nope);
CREATE INDEX singers_by_nope ON singers (name) INCLUDE (bio, nope);
CREATE INDEX singers_by_nope ON singers (name) WHERE nope IS NOT NULL;
CREATE INDEX singers_by_nope ON singers (name) INTERLEAVE IN nope;
CREATE SEARCH INDEX singers_by_bio ON singers (bio);
CREATE SEARCH INDEX singers_by_bio ON singers (bio_tokens) PARTITION BY nope;
CREATE INDEX singers_by_embedding ON singers USING scann (embedding) WHERE embedding IS NOT NULL;
CREATE INDEX singers_by_name_twice ON singers (name, name) INCLUDE (name);
CREATE SEARCH INDEX singers_by_bio ON singers (bio_tokens) INCLUDE (name);
CREATE INDEX singers_by_embedding ON singers USING scann (embedding) WITH (distance_type = 'COSINE') WHERE embedding IS NOT NULL;
