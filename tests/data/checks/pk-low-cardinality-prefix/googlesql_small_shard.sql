-- Two shards for three planned nodes.
-- expect: pk-low-cardinality-prefix Metrics
CREATE TABLE Metrics (
  ShardId INT64 NOT NULL,
  MetricId STRING(36) NOT NULL,
  CONSTRAINT ShardRange CHECK (ShardId BETWEEN 0 AND 1),
) PRIMARY KEY (ShardId, MetricId);
