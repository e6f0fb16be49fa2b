-- recreate: column Singers.Upper is dropped to be added again (its generated expression changes, which Spanner cannot alter): its values are lost
ALTER TABLE Singers DROP COLUMN Upper;
-- recreate: column Singers.Upper is added again (its generated expression changes, which Spanner cannot alter)
ALTER TABLE Singers ADD COLUMN Upper STRING(100) AS (LOWER(Name)) STORED;
