-- expect: commit-ts-misuse A.Ts
-- expect: commit-ts-misuse B.Pending
-- expect: commit-ts-misuse C.UpdatedAt
-- expect: commit-ts-misuse D.Ts
CREATE TABLE A (Id INT64 NOT NULL, Ts INT64 OPTIONS (allow_commit_timestamp = true)) PRIMARY KEY (Id);
CREATE TABLE B (Id INT64 NOT NULL, Pending TIMESTAMP DEFAULT (PENDING_COMMIT_TIMESTAMP())) PRIMARY KEY (Id);
CREATE TABLE C (Id INT64 NOT NULL, UpdatedAt TIMESTAMP DEFAULT (CURRENT_TIMESTAMP()) OPTIONS (allow_commit_timestamp = true)) PRIMARY KEY (Id);
CREATE TABLE D (
  Id INT64 NOT NULL,
  Ts TIMESTAMP OPTIONS (allow_commit_timestamp = true),
  CONSTRAINT Recent CHECK (Ts > TIMESTAMP '2020-01-01 00:00:00+00'),
) PRIMARY KEY (Id);
