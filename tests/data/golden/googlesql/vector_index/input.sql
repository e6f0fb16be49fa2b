CREATE TABLE Docs (Id INT64 NOT NULL, Embedding ARRAY<FLOAT32>(vector_length=>3), Title STRING(MAX)) PRIMARY KEY (Id);
CREATE VECTOR INDEX DocsByEmbedding ON Docs (Embedding) STORING (Title) WHERE Embedding IS NOT NULL
  OPTIONS (distance_type = 'COSINE', tree_depth = 2, num_leaves = 1000);
ALTER VECTOR INDEX DocsByEmbedding SET OPTIONS (disable_search = true);
ALTER VECTOR INDEX DocsByEmbedding DROP STORED COLUMN Title;
DROP VECTOR INDEX DocsByEmbedding;
