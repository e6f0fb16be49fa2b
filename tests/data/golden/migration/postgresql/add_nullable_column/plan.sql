-- in-place: new column singers.age
ALTER TABLE singers ADD COLUMN age bigint;
