-- SpiceDB Spanner datastore schema: the DDL statements of the migrations in
-- internal/datastore/spanner/migrations/zz_migration.0001 ... 0013 (Go string
-- constants), concatenated in migration order, each statement unchanged.
-- Data-only steps (INSERT, mutations, 0013's data copy) are left out.

-- 0001 initial
CREATE TABLE namespace_config (
		namespace STRING(1024),
		serialized_config BYTES(MAX) NOT NULL,
		timestamp TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp=true)
	) PRIMARY KEY (namespace);
CREATE TABLE relation_tuple (
		namespace STRING(1024) NOT NULL,
		object_id STRING(1024) NOT NULL,
		relation STRING(1024) NOT NULL,
		userset_namespace STRING(1024) NOT NULL,
		userset_object_id STRING(1024) NOT NULL,
		userset_relation STRING(1024) NOT NULL,
		timestamp TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp=true)
	) PRIMARY KEY (namespace, object_id, relation, userset_namespace, userset_object_id, userset_relation);
CREATE TABLE schema_version (
		version_num STRING(1024) NOT NULL
	) PRIMARY KEY (version_num);
CREATE TABLE changelog (
		timestamp TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp=true),
		uuid STRING(36) NOT NULL,
		operation INT64,
		namespace STRING(1024) NOT NULL,
		object_id STRING(1024) NOT NULL,
		relation STRING(1024) NOT NULL,
		userset_namespace STRING(1024) NOT NULL,
		userset_object_id STRING(1024) NOT NULL,
		userset_relation STRING(1024) NOT NULL,
	) PRIMARY KEY (timestamp, uuid, operation, namespace, object_id, relation, userset_namespace, userset_object_id, userset_relation);
CREATE INDEX ix_relation_tuple_by_subject ON relation_tuple (userset_object_id, userset_namespace, userset_relation, namespace, relation);
CREATE INDEX ix_relation_tuple_by_subject_relation ON relation_tuple (userset_namespace, userset_relation, namespace, relation);

-- 0002 add-metadata-and-counters
CREATE TABLE metadata (
		unique_id STRING(36),
	) PRIMARY KEY (unique_id);
CREATE TABLE relationship_estimate_counters (
		id BYTES(2) NOT NULL,
		count INT64 NOT NULL
	) PRIMARY KEY (id);

-- 0003 add-caveats
CREATE TABLE caveat (
    	name STRING(MAX),
    	definition BYTES(MAX) NOT NULL,
    	timestamp TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp=true)
	) PRIMARY KEY (name);
ALTER TABLE relation_tuple
		ADD COLUMN caveat_name STRING(MAX);
ALTER TABLE relation_tuple
		ADD COLUMN caveat_context JSON;
ALTER TABLE changelog
		ADD COLUMN caveat_name STRING(MAX);
ALTER TABLE changelog
		ADD COLUMN caveat_context JSON;

-- 0004 register-tuple-change-stream
CREATE CHANGE STREAM relation_tuple_stream FOR relation_tuple;

-- 0005 drop-changelog-table
DROP TABLE changelog;

-- 0006 register-schema-change-stream
CREATE CHANGE STREAM schema_change_stream FOR namespace_config,caveat;

-- 0007 register-combined-change-stream
CREATE CHANGE STREAM combined_change_stream FOR namespace_config,caveat,relation_tuple;

-- 0008 delete-older-changestreams
DROP CHANGE STREAM relation_tuple_stream;
DROP CHANGE STREAM schema_change_stream;

-- 0009 add-relationship-counter-table
CREATE TABLE relationship_counter (
			name STRING(MAX) NOT NULL,
			serialized_filter BYTES(MAX) NOT NULL,
			current_count INT64 NOT NULL,
			updated_at_timestamp TIMESTAMP,
		) PRIMARY KEY (name);

-- 0010 add-transaction-metadata-table
CREATE TABLE transaction_metadata (
			transaction_tag STRING(36) NOT NULL,
			created_at TIMESTAMP DEFAULT (CURRENT_TIMESTAMP()),
			metadata JSON
		) PRIMARY KEY (transaction_tag),
		ROW DELETION POLICY (OLDER_THAN(created_at, INTERVAL 2 DAY));

-- 0011 add-expiration-support
ALTER TABLE relation_tuple ADD COLUMN expires_at TIMESTAMP;
ALTER TABLE relation_tuple ADD ROW DELETION POLICY (OLDER_THAN(expires_at, INTERVAL 1 DAY));

-- 0012 add-schema-tables
CREATE TABLE schema (
		name STRING(1024) NOT NULL,
		chunk_index INT64 NOT NULL,
		chunk_data BYTES(MAX) NOT NULL,
		timestamp TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp=true)
	) PRIMARY KEY (name, chunk_index);
CREATE TABLE schema_revision (
		name STRING(1024) NOT NULL,
		schema_hash BYTES(MAX) NOT NULL,
		timestamp TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp=true)
	) PRIMARY KEY (name);
