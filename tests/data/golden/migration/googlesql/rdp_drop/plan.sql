-- in-place: the row deletion policy of Singers is dropped
ALTER TABLE Singers DROP ROW DELETION POLICY;
