-- ALTER INDEX follows one rule in both dialects: the index must exist; a column added to it must
-- be a column of its table and not in the index already, neither stored nor as a key; a column
-- dropped from it must be stored in it. Each problem is reported at the column.
CREATE TABLE Singers (Id INT64 NOT NULL, Name STRING(MAX), Bio STRING(MAX)) PRIMARY KEY (Id);
CREATE INDEX SingersByName ON Singers (Name) STORING (Bio);
ALTER INDEX Missing ADD STORED COLUMN Bio;
ALTER INDEX SingersByName ADD STORED COLUMN Nope;
ALTER INDEX SingersByName ADD STORED COLUMN Bio;
ALTER INDEX SingersByName ADD STORED COLUMN Name;
ALTER INDEX SingersByName DROP STORED COLUMN Name;
ALTER INDEX SingersByName DROP STORED COLUMN Bio;
ALTER INDEX SingersByName ADD STORED COLUMN Bio;
