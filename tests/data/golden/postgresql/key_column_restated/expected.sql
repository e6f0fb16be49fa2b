-- ALTER COLUMN ... TYPE restates a column without NOT NULL (the emulator 1.5.28 prints t4.v
-- nullable after it), so on a key column it needs SET NOT NULL in the same statement ("Cannot
-- change key column t3.k."). Even then it is refused while the table has interleaved children
-- ("Requested change to key column t1.ts could not be made.") or for a column that repeats the
-- parent's key ("Cannot alter parent key column t2.ts."). Each verdict is the emulator's.
CREATE TABLE t1 (
  ts timestamp with time zone NOT NULL,
  PRIMARY KEY(ts)
);

CREATE TABLE t2 (
  ts timestamp with time zone NOT NULL,
  PRIMARY KEY(ts)
) INTERLEAVE IN PARENT t1 ON DELETE CASCADE;

CREATE TABLE t3 (
  k character varying(20) NOT NULL,
  PRIMARY KEY(k)
);

CREATE TABLE t4 (
  k bigint NOT NULL,
  v bigint,
  w bigint NOT NULL,
  PRIMARY KEY(k)
);
