-- dialect: postgresql
-- expect: index-low-cardinality-first-key events_by_topic
CREATE TABLE events (
  event_id varchar(36) NOT NULL,
  topic varchar(64) NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (event_id)
);
CREATE INDEX events_by_topic ON events (topic, created_at);
