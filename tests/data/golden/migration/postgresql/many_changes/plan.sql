-- destructive: column singers.bio is not in the new schema: it is dropped with its values
ALTER TABLE singers DROP COLUMN bio;
-- in-place: new column singers.country
ALTER TABLE singers ADD COLUMN country character varying(2);
-- in-place: new column albums.year
ALTER TABLE albums ADD COLUMN year bigint DEFAULT 2000 NOT NULL;
-- validating: column singers.name changes: type character varying(100) -> character varying(200), NOT NULL added; fails on a row with NULL in name
ALTER TABLE singers ALTER COLUMN name TYPE character varying(200), ALTER COLUMN name SET NOT NULL;
-- in-place: table albums: ON DELETE NO ACTION on its interleave parent
ALTER TABLE albums SET ON DELETE NO ACTION;
-- validating: new index singers_by_name on singers; fails on two rows of singers with the same values in the index's key
CREATE UNIQUE INDEX singers_by_name ON singers (name);
-- in-place: index albums_by_title also stores year
ALTER INDEX albums_by_title ADD INCLUDE COLUMN year;
-- in-place: new view names
CREATE VIEW names SQL SECURITY INVOKER AS SELECT singers.name FROM singers;
