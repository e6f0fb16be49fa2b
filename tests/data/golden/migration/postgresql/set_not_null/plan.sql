-- validating: column singers.name changes: NOT NULL added; fails on a row with NULL in name
ALTER TABLE singers ALTER COLUMN name TYPE character varying(100), ALTER COLUMN name SET NOT NULL;
