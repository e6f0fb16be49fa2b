-- dialect: postgresql
-- expect: pk-commit-timestamp-first events.update_time
-- fixes: swap-key-order hash-shard-prefix
CREATE TABLE events (
  update_time spanner.commit_timestamp NOT NULL,
  event_id varchar(36) NOT NULL,
  payload text,
  PRIMARY KEY (update_time, event_id)
);
