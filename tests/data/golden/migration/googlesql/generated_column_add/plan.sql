-- in-place: new column Singers.NameLength
ALTER TABLE Singers ADD COLUMN NameLength INT64 AS (LENGTH(Name)) STORED;
