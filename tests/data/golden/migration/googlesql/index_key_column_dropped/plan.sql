-- in-place: index SingersByBio is not in the new schema
DROP INDEX SingersByBio;
-- destructive: column Singers.Bio is not in the new schema: it is dropped with its values
ALTER TABLE Singers DROP COLUMN Bio;
