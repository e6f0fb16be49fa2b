-- in-place: column Singers.Name changes: DEFAULT dropped
ALTER TABLE Singers ALTER COLUMN Name DROP DEFAULT;
