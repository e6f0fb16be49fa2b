-- dialect: postgresql
-- golang-migrate's schema_migrations: one row a migration, keyed by its version, written by
-- deployments; an index on its dirty flag concentrates nothing.
CREATE TABLE schema_migrations (
  version bigint NOT NULL,
  dirty boolean NOT NULL,
  PRIMARY KEY (version)
);
CREATE INDEX schema_migrations_by_dirty ON schema_migrations (dirty);
