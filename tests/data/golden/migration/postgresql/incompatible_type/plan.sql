-- recreate: column singers.name is dropped to be added again (its type changes from character varying(100) to bigint, which Spanner cannot convert in place): its values are lost
ALTER TABLE singers DROP COLUMN name;
-- recreate: column singers.name is added again (its type changes from character varying(100) to bigint, which Spanner cannot convert in place)
ALTER TABLE singers ADD COLUMN name bigint;
