-- CREATE [SEARCH | VECTOR] INDEX follows one rule in both dialects: the name is free; the table,
-- every column the index names and the INTERLEAVE IN table exist, each reported where it is
-- written; a search index's keys are TOKENLIST columns; a vector index names its distance_type.
-- A key column listed twice or stored too is kept, for the checklist (index-storing-invalid),
-- which offers the fix.
CREATE TABLE Singers (
  Id INT64 NOT NULL,
  Name STRING(MAX),
  Bio STRING(MAX),
  BioTokens TOKENLIST AS (TOKENIZE_FULLTEXT(Bio)) HIDDEN,
  Embedding ARRAY<FLOAT32>(vector_length=>3),
) PRIMARY KEY (Id);
CREATE INDEX SingersByName ON Singers (Name) STORING (Bio);
CREATE INDEX SingersByName ON Singers (Bio);
CREATE INDEX SingersByNope ON Nope (Name);
CREATE INDEX SingersByNope ON Singers (Name, Nope);
CREATE INDEX SingersByNope ON Singers (Name) STORING (Bio, Nope);
CREATE INDEX SingersByNope ON Singers (Name) WHERE Nope IS NOT NULL;
CREATE INDEX SingersByNope ON Singers (Name), INTERLEAVE IN Nope;
CREATE SEARCH INDEX SingersByBio ON Singers (Bio);
CREATE SEARCH INDEX SingersByBio ON Singers (BioTokens) PARTITION BY Nope;
CREATE VECTOR INDEX SingersByEmbedding ON Singers (Embedding) WHERE Embedding IS NOT NULL;
CREATE INDEX SingersByNameTwice ON Singers (Name, Name) STORING (Name);
CREATE SEARCH INDEX SingersByBio ON Singers (BioTokens) STORING (Name);
CREATE VECTOR INDEX SingersByEmbedding ON Singers (Embedding) WHERE Embedding IS NOT NULL OPTIONS (distance_type = 'COSINE');
