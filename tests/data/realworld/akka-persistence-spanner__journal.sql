-- Akka Persistence Spanner plugin: the DDL built by the Schema objects in
-- journal/src/main/scala/akka/persistence/spanner/internal/
-- Spanner{Journal,Snapshot,Object}Interactions.scala, with the default table
-- names of journal/src/main/resources/reference.conf (journal, tags,
-- deletions, snapshots, objects; tag-column "tag"). Statements unchanged
-- otherwise.
CREATE TABLE journal (
  persistence_id STRING(MAX) NOT NULL,
  sequence_nr INT64 NOT NULL,
  event BYTES(MAX),
  ser_id INT64 NOT NULL,
  ser_manifest STRING(MAX) NOT NULL,
  write_time TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp=true),
  writer_uuid STRING(MAX) NOT NULL,
  meta BYTES(MAX),
  meta_ser_id INT64,
  meta_ser_manifest STRING(MAX),
) PRIMARY KEY (persistence_id, sequence_nr);

CREATE TABLE tags (
  persistence_id STRING(MAX) NOT NULL,
  sequence_nr INT64 NOT NULL,
  tag STRING(MAX) NOT NULL,
  write_time TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp=true),
) PRIMARY KEY (persistence_id, sequence_nr, tag),
INTERLEAVE IN PARENT journal ON DELETE CASCADE;

CREATE INDEX tags_tag_and_offset
ON tags (
  tag,
  write_time
);

CREATE TABLE deletions (
  persistence_id STRING(MAX) NOT NULL,
  deleted_to INT64 NOT NULL,
) PRIMARY KEY (persistence_id);

CREATE TABLE snapshots (
  persistence_id STRING(MAX) NOT NULL,
  sequence_nr INT64 NOT NULL,
  timestamp TIMESTAMP NOT NULL,
  ser_id INT64 NOT NULL,
  ser_manifest STRING(MAX) NOT NULL,
  snapshot BYTES(MAX),
  meta BYTES(MAX),
  meta_ser_id INT64,
  meta_ser_manifest STRING(MAX),
) PRIMARY KEY (persistence_id, sequence_nr);

CREATE TABLE objects (
  persistence_id STRING(MAX) NOT NULL,
  value BYTES(MAX),
  ser_id INT64 NOT NULL,
  ser_manifest STRING(MAX) NOT NULL,
  sequence_nr INT64 NOT NULL,
  write_time TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp=true),
  tag STRING(MAX) NOT NULL
) PRIMARY KEY (persistence_id);

CREATE INDEX objects_tag_and_offset
ON objects (
  tag,
  write_time
);
