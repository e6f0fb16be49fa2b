-- in-place: new column Singers.Active
ALTER TABLE Singers ADD COLUMN Active BOOL NOT NULL DEFAULT (true);
