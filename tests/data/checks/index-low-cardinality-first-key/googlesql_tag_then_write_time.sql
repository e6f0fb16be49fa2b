-- akka-persistence-spanner's journal (tests/data/realworld/akka-persistence-spanner__journal.sql):
-- events are tagged with one of a handful of tags, and the global index (tag, write_time) appends
-- every tagged event at the end of its tag's range. An index by persistence id and time is not
-- reported: many ids share the appends.
-- expect: index-low-cardinality-first-key tags_tag_and_offset
-- fixes: interleave-index index-shard-prefix
CREATE TABLE journal (
  persistence_id STRING(MAX) NOT NULL,
  sequence_nr INT64 NOT NULL,
  event BYTES(MAX),
  write_time TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp=true),
) PRIMARY KEY (persistence_id, sequence_nr);
CREATE TABLE tags (
  persistence_id STRING(MAX) NOT NULL,
  sequence_nr INT64 NOT NULL,
  tag STRING(MAX) NOT NULL,
  write_time TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp=true),
) PRIMARY KEY (persistence_id, sequence_nr, tag),
  INTERLEAVE IN PARENT journal ON DELETE CASCADE;
CREATE INDEX tags_tag_and_offset ON tags (tag, write_time);
CREATE INDEX journal_by_id_and_time ON journal (persistence_id, write_time);
