CREATE OR REPLACE FUNCTION AddOne(x INT64) RETURNS INT64 AS (x + 1);

CREATE PLACEMENT europe OPTIONS (instance_partition = 'eu-partition');

ALTER STATISTICS package SET OPTIONS (allow_gc = false);

ANALYZE;
