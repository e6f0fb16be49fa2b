-- The project says the first key column is a hash: the TIMESTAMP type alone does not fire.
-- settings: {"keyGeneration": {"Buckets.BucketTime": "hash"}}
CREATE TABLE Buckets (
  BucketTime TIMESTAMP NOT NULL,
  Id STRING(36) NOT NULL,
) PRIMARY KEY (BucketTime, Id);
