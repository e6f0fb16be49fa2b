-- recreate: CHECK NameNotEmpty on Singers is dropped to be added again: its condition changes
ALTER TABLE Singers DROP CONSTRAINT NameNotEmpty;
-- validating: CHECK NameNotEmpty on Singers is added again; fails on a row of Singers for which LENGTH(Name) > 1 is false
ALTER TABLE Singers ADD CONSTRAINT NameNotEmpty CHECK(LENGTH(Name) > 1);
