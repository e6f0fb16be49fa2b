-- ALTER COLUMN ... TYPE restates a column without NOT NULL (the emulator 1.5.28 prints t4.v
-- nullable after it), so on a key column it needs SET NOT NULL in the same statement ("Cannot
-- change key column t3.k."). Even then it is refused while the table has interleaved children
-- ("Requested change to key column t1.ts could not be made.") or for a column that repeats the
-- parent's key ("Cannot alter parent key column t2.ts."). Each verdict is the emulator's.
CREATE TABLE t1 (ts timestamptz NOT NULL, PRIMARY KEY (ts));
CREATE TABLE t2 (ts timestamptz NOT NULL, PRIMARY KEY (ts)) INTERLEAVE IN PARENT t1 ON DELETE CASCADE;
CREATE TABLE t3 (k varchar(10) NOT NULL, PRIMARY KEY (k));
CREATE TABLE t4 (k bigint NOT NULL, v bigint NOT NULL, w bigint NOT NULL, PRIMARY KEY (k));
ALTER TABLE t1 ALTER COLUMN ts TYPE timestamptz, ALTER COLUMN ts SET NOT NULL;
ALTER TABLE t2 ALTER COLUMN ts TYPE timestamptz, ALTER COLUMN ts SET NOT NULL;
ALTER TABLE t3 ALTER COLUMN k TYPE varchar(20);
ALTER TABLE t3 ALTER COLUMN k TYPE varchar(20), ALTER COLUMN k SET NOT NULL;
ALTER TABLE t4 ALTER COLUMN v TYPE bigint;
ALTER TABLE t4 ALTER COLUMN w TYPE bigint, ALTER COLUMN w SET NOT NULL;
