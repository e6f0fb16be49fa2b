-- in-place: new column Singers.Age
ALTER TABLE Singers ADD COLUMN Age INT64;
