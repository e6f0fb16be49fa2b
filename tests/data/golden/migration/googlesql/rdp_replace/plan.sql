-- in-place: row deletion policy of Singers on Created
ALTER TABLE Singers REPLACE ROW DELETION POLICY (OLDER_THAN(Created, INTERVAL 7 DAY));
