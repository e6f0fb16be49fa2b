-- recreate: column Singers.Both is dropped to be added again (its generated expression changes, which Spanner cannot alter): its values are lost
ALTER TABLE Singers DROP COLUMN Both;
-- destructive: column Singers.Other is not in the new schema: it is dropped with its values
ALTER TABLE Singers DROP COLUMN Other;
-- recreate: column Singers.Both is added again (its generated expression changes, which Spanner cannot alter)
ALTER TABLE Singers ADD COLUMN Both STRING(MAX) AS (Name) STORED;
