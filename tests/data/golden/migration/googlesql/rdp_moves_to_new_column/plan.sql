-- in-place: the row deletion policy of Singers is dropped while its column changes
ALTER TABLE Singers DROP ROW DELETION POLICY;
-- destructive: column Singers.Created is not in the new schema: it is dropped with its values
ALTER TABLE Singers DROP COLUMN Created;
-- in-place: new column Singers.Expires
ALTER TABLE Singers ADD COLUMN Expires TIMESTAMP;
-- in-place: row deletion policy of Singers on Expires
ALTER TABLE Singers ADD ROW DELETION POLICY (OLDER_THAN(Expires, INTERVAL 1 DAY));
