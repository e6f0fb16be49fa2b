-- in-place: column singers.name changes: type character varying(100) -> character varying(200)
ALTER TABLE singers ALTER COLUMN name TYPE character varying(200), ALTER COLUMN name DROP NOT NULL;
