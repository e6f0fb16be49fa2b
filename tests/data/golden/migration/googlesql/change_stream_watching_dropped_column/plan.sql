-- in-place: change stream Changes stops watching what is dropped or recreated
ALTER CHANGE STREAM Changes DROP FOR ALL;
-- destructive: column Singers.Bio is not in the new schema: it is dropped with its values
ALTER TABLE Singers DROP COLUMN Bio;
-- in-place: change stream Changes changes what it watches or its options
ALTER CHANGE STREAM Changes SET FOR Singers(Name);
