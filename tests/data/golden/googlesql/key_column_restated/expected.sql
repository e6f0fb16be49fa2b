-- ALTER COLUMN restating a key column is refused, even when nothing changes, while the table has
-- interleaved children ("Requested change to key column T1.ts could not be made.") or when the
-- column repeats the parent's key ("Cannot alter parent key column T2.ts."): the emulator 1.5.28,
-- statement by statement. A standalone table's key column may be restated, and SET OPTIONS is not
-- a restatement.
CREATE TABLE T1 (
  ts TIMESTAMP NOT NULL,
) PRIMARY KEY(ts);

CREATE TABLE T2 (
  ts TIMESTAMP NOT NULL OPTIONS (
    allow_commit_timestamp = true
  ),
) PRIMARY KEY(ts),
  INTERLEAVE IN PARENT T1 ON DELETE CASCADE;

CREATE TABLE T3 (
  k STRING(20) NOT NULL,
) PRIMARY KEY(k);
