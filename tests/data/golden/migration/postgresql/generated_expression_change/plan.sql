-- recreate: column singers.up is dropped to be added again (its generated expression changes, which Spanner cannot alter): its values are lost
ALTER TABLE singers DROP COLUMN up;
-- recreate: column singers.up is added again (its generated expression changes, which Spanner cannot alter)
ALTER TABLE singers ADD COLUMN up character varying GENERATED ALWAYS AS (lower(name)) STORED;
