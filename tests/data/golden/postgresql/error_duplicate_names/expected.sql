-- Spanner has one namespace for tables, indexes, sequences, views, constraints and synonyms,
-- ignoring case: the statement that reuses a name is refused, as the emulator does in one batch.
CREATE TABLE singers (
  id bigint NOT NULL,
  PRIMARY KEY(id),
  SYNONYM (second)
);

CREATE TABLE checked (
  id bigint NOT NULL,
  PRIMARY KEY(id),
  CONSTRAINT positive CHECK(id > 0)
);

CREATE TABLE with_synonym (
  id bigint NOT NULL,
  PRIMARY KEY(id),
  SYNONYM (alias)
);
