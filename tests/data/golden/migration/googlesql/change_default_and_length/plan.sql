-- in-place: column Singers.Name changes: type STRING(100) -> STRING(200), DEFAULT set
ALTER TABLE Singers ALTER COLUMN Name STRING(200) DEFAULT ('b');
