-- recreate: index SingersByName is dropped to be created again: a column it uses is dropped or recreated
DROP INDEX SingersByName;
-- destructive: column Singers.Bio is not in the new schema: it is dropped with its values
ALTER TABLE Singers DROP COLUMN Bio;
-- recreate: index SingersByName is created again
CREATE INDEX SingersByName ON Singers(Name);
