CREATE TABLE Docs (
  Id INT64 NOT NULL,
  Embedding ARRAY<FLOAT32>(vector_length=>3),
  Title STRING(MAX),
) PRIMARY KEY(Id);
