-- in-place: column singers.name changes: NOT NULL dropped
ALTER TABLE singers ALTER COLUMN name TYPE character varying(100), ALTER COLUMN name DROP NOT NULL;
