-- in-place: column Singers.Name changes: DEFAULT set
ALTER TABLE Singers ALTER COLUMN Name SET DEFAULT ('unknown');
