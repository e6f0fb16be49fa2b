-- recreate: column Singers.Name is dropped to be added again (its type changes from STRING(100) to INT64, which Spanner cannot convert in place): its values are lost
ALTER TABLE Singers DROP COLUMN Name;
-- recreate: column Singers.Name is added again (its type changes from STRING(100) to INT64, which Spanner cannot convert in place)
ALTER TABLE Singers ADD COLUMN Name INT64;
