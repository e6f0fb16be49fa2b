-- Spanner has no arrays of arrays in either dialect: bigint[][] is refused, as GoogleSQL's
-- ARRAY<ARRAY<INT64>> (the emulator: "Array of arrays type is not supported by the schema.").
CREATE TABLE grid (id bigint PRIMARY KEY, cells bigint[][]);
CREATE TABLE grid (id bigint PRIMARY KEY);
ALTER TABLE grid ADD COLUMN rows varchar[][];
ALTER TABLE grid ADD COLUMN vector real[] VECTOR LENGTH 3;
