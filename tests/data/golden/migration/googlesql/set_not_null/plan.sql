-- validating: column Singers.Name changes: NOT NULL added; fails on a row with NULL in Name
ALTER TABLE Singers ALTER COLUMN Name STRING(100) NOT NULL;
