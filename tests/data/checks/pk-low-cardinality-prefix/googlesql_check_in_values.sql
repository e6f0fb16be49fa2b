-- expect: pk-low-cardinality-prefix Jobs
CREATE TABLE Jobs (
  Queue STRING(8) NOT NULL,
  EnqueuedAt TIMESTAMP NOT NULL,
  JobId STRING(36) NOT NULL,
  CONSTRAINT QueueValues CHECK (Queue IN ('high', 'low')),
) PRIMARY KEY (Queue, EnqueuedAt, JobId);
