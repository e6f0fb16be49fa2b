-- in-place: column Singers.Name changes: NOT NULL dropped
ALTER TABLE Singers ALTER COLUMN Name STRING(100);
