-- in-place: row deletion policy of Singers on Created
ALTER TABLE Singers ADD ROW DELETION POLICY (OLDER_THAN(Created, INTERVAL 30 DAY));
