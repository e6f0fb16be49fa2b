-- in-place: sequence singer_ids: its skipped range or counter changes
ALTER SEQUENCE singer_ids SKIP RANGE 1 1000;
