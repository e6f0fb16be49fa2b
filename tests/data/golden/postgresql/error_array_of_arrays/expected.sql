-- Spanner has no arrays of arrays in either dialect: bigint[][] is refused, as GoogleSQL's
-- ARRAY<ARRAY<INT64>> (the emulator: "Array of arrays type is not supported by the schema.").

CREATE TABLE grid (
  id bigint NOT NULL,
  vector real[] VECTOR LENGTH 3,
  PRIMARY KEY(id)
);
