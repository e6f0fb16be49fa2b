-- Spanner has no arrays of arrays in either dialect: the emulator refuses
-- ARRAY<ARRAY<INT64>> ("Array of arrays type is not supported by the schema."), as PostgreSQL's
-- bigint[][].

CREATE TABLE Grid (
  Id INT64 NOT NULL,
  Vector ARRAY<FLOAT32>(vector_length=>3),
) PRIMARY KEY(Id);
