-- validating: column singers.name changes: type character varying(100) -> character varying(10); fails on a value longer than character varying(10)
ALTER TABLE singers ALTER COLUMN name TYPE character varying(10), ALTER COLUMN name DROP NOT NULL;
