-- Spanner has no arrays of arrays in either dialect: the emulator refuses
-- ARRAY<ARRAY<INT64>> ("Array of arrays type is not supported by the schema."), as PostgreSQL's
-- bigint[][].
CREATE TABLE Grid (Id INT64 NOT NULL, Cells ARRAY<ARRAY<INT64>>) PRIMARY KEY (Id);
CREATE TABLE Grid (Id INT64 NOT NULL) PRIMARY KEY (Id);
ALTER TABLE Grid ADD COLUMN Layers ARRAY<ARRAY<STRING(MAX)>>;
ALTER TABLE Grid ADD COLUMN Vector ARRAY<FLOAT32>(vector_length=>3);
