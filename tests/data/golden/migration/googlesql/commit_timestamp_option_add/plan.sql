-- in-place: column Singers.Updated changes: OPTIONS
ALTER TABLE Singers ALTER COLUMN Updated SET OPTIONS (allow_commit_timestamp = true);
