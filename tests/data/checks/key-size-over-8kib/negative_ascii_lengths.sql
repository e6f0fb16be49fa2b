-- SpiceDB's relation_tuple (tests/data/realworld/spicedb__spanner_datastore.sql): six STRING(1024)
-- key columns. Counted at one byte per character (ASCII identifiers) the key takes 6,144 bytes,
-- below 8 KiB; the 4-bytes-per-character worst case (24,576 bytes) is not what such keys hold.
CREATE TABLE relation_tuple (
  namespace STRING(1024) NOT NULL,
  object_id STRING(1024) NOT NULL,
  relation STRING(1024) NOT NULL,
  userset_namespace STRING(1024) NOT NULL,
  userset_object_id STRING(1024) NOT NULL,
  userset_relation STRING(1024) NOT NULL,
  timestamp TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp=true),
) PRIMARY KEY (namespace, object_id, relation, userset_namespace, userset_object_id, userset_relation);
CREATE INDEX ix_relation_tuple_by_subject ON relation_tuple (userset_object_id, userset_namespace, userset_relation, namespace, relation);
CREATE TABLE Paths (
  Path STRING(2000) NOT NULL,
  Version STRING(100) NOT NULL,
  Owner STRING(1500),
  Name STRING(MAX),
) PRIMARY KEY (Path, Version);
CREATE INDEX PathsByOwner ON Paths(Owner);
CREATE INDEX PathsByName ON Paths(Name);
