-- in-place: CHECK NameNotEmpty on Singers is dropped
ALTER TABLE Singers DROP CONSTRAINT NameNotEmpty;
