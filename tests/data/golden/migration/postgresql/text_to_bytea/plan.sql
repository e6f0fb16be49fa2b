-- in-place: column singers.bio changes: type character varying -> bytea
ALTER TABLE singers ALTER COLUMN bio TYPE bytea, ALTER COLUMN bio DROP NOT NULL;
