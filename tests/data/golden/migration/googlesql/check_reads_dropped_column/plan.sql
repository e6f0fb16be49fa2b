-- in-place: CHECK BioShort on Singers is dropped
ALTER TABLE Singers DROP CONSTRAINT BioShort;
-- destructive: column Singers.Bio is not in the new schema: it is dropped with its values
ALTER TABLE Singers DROP COLUMN Bio;
