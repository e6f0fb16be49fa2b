-- recreate: column Singers.Name is dropped to be added again (renamed to FullName; Spanner cannot rename a column): its values are lost
ALTER TABLE Singers DROP COLUMN Name;
-- recreate: column Singers.FullName is added again (renamed to FullName; Spanner cannot rename a column)
ALTER TABLE Singers ADD COLUMN FullName STRING(100);
