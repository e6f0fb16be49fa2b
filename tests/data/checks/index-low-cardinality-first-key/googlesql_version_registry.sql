-- gsync's game server (tests/data/realworld/gsync__game_server.sql): gsync_master_version holds
-- one row per master-data release, keyed by the version alone and written by operators, so an
-- index on its is_valid flag has no insert stream to concentrate. A per-entity history keyed
-- (entity, version) is not a registry and still fires.
-- expect: index-low-cardinality-first-key DocumentVersionsByPublished
CREATE TABLE gsync_master_version (
  version STRING(36) NOT NULL,
  is_valid BOOL NOT NULL,
  comment STRING(MAX) NOT NULL,
) PRIMARY KEY (version);
CREATE INDEX idx__gsync_master_version__is_valid ON gsync_master_version (is_valid);
CREATE TABLE DocumentVersions (
  DocumentId STRING(36) NOT NULL,
  Version INT64 NOT NULL,
  IsPublished BOOL NOT NULL,
) PRIMARY KEY (DocumentId, Version);
CREATE INDEX DocumentVersionsByPublished ON DocumentVersions (IsPublished);
