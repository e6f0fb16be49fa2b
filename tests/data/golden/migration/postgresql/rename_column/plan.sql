-- recreate: column singers.name is dropped to be added again (renamed to full_name; Spanner cannot rename a column): its values are lost
ALTER TABLE singers DROP COLUMN name;
-- recreate: column singers.full_name is added again (renamed to full_name; Spanner cannot rename a column)
ALTER TABLE singers ADD COLUMN full_name character varying(100);
