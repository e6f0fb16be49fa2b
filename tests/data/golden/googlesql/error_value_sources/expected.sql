-- Column value sources: DEFAULT, ON UPDATE, generated values and commit timestamps.
CREATE SEQUENCE Seq OPTIONS (
  sequence_kind = 'bit_reversed_positive'
);

CREATE TABLE Good (
  Id INT64 NOT NULL DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE Seq)),
  Ratio FLOAT64 DEFAULT (0.5),
  Day DATE DEFAULT ('2024-01-01'),
  Created TIMESTAMP DEFAULT (CURRENT_TIMESTAMP()) OPTIONS (
    allow_commit_timestamp = true
  ),
  Updated TIMESTAMP NOT NULL DEFAULT (PENDING_COMMIT_TIMESTAMP()) ON UPDATE (PENDING_COMMIT_TIMESTAMP()) OPTIONS (
    allow_commit_timestamp = true
  ),
  Token STRING(36) DEFAULT (GENERATE_UUID()),
) PRIMARY KEY(Id);

CREATE TABLE G1 (
  Id INT64,
  V INT64 AS (Id * 2) STORED,
) PRIMARY KEY(Id);

-- Commit-timestamp defaults parse: the checklist's commit-ts-misuse reports them, with a quick fix.
CREATE TABLE C1 (
  Id INT64,
  T TIMESTAMP DEFAULT (CURRENT_TIMESTAMP()) OPTIONS (
    allow_commit_timestamp = true
  ),
) PRIMARY KEY(Id);

CREATE TABLE C2 (
  Id INT64,
  T TIMESTAMP DEFAULT (PENDING_COMMIT_TIMESTAMP()),
) PRIMARY KEY(Id);
