-- settings: {"plannedNodes": 4}
-- expect: pk-shard-count EventsByBucket info
CREATE TABLE Events (
  EventId STRING(36) NOT NULL,
  Bucket INT64 NOT NULL,
  EventTime TIMESTAMP,
  CONSTRAINT BucketRange CHECK (Bucket BETWEEN 0 AND 1),
) PRIMARY KEY (EventId);
CREATE INDEX EventsByBucket ON Events(Bucket, EventTime);
