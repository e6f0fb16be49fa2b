-- validating: column Singers.Name changes: type STRING(100) -> STRING(10); fails on a value longer than STRING(10)
ALTER TABLE Singers ALTER COLUMN Name STRING(10);
