-- destructive: column Singers.Bio is not in the new schema: it is dropped with its values
ALTER TABLE Singers DROP COLUMN Bio;
-- in-place: new column Singers.Country
ALTER TABLE Singers ADD COLUMN Country STRING(2);
-- in-place: new column Albums.Year
ALTER TABLE Albums ADD COLUMN Year INT64 NOT NULL DEFAULT (2000);
-- validating: column Singers.Name changes: type STRING(100) -> STRING(200), NOT NULL added; fails on a row with NULL in Name
ALTER TABLE Singers ALTER COLUMN Name STRING(200) NOT NULL;
-- in-place: table Albums: ON DELETE NO ACTION on its interleave parent
ALTER TABLE Albums SET ON DELETE NO ACTION;
-- validating: new index SingersByName on Singers; fails on two rows of Singers with the same values in the index's key
CREATE UNIQUE INDEX SingersByName ON Singers(Name);
-- in-place: index AlbumsByTitle also stores Year
ALTER INDEX AlbumsByTitle ADD STORED COLUMN Year;
-- in-place: new view Names
CREATE VIEW Names SQL SECURITY INVOKER AS SELECT Singers.Name FROM Singers;
