-- dialect: postgresql
-- The same in PostgreSQL: text[] and bytea columns are capped at 10 MiB per cell by Spanner.
CREATE TABLE root_invocations (
  root_invocation_id varchar NOT NULL,
  tags varchar[] NOT NULL,
  properties bytea,
  extra jsonb,
  PRIMARY KEY (root_invocation_id)
);
