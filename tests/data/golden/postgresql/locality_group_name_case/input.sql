-- A locality group is found ignoring case, as CREATE compares its names and as Spanner finds
-- every other name (the emulator has no locality groups): ALTER LOCALITY GROUP and DROP LOCALITY
-- GROUP of "HOT" find the group hot, "DEFAULT" is the built-in group; so do a table's and an
-- index's LOCALITY GROUP and ALTER TABLE ... SET LOCALITY GROUP.
CREATE LOCALITY GROUP hot STORAGE 'ssd';
CREATE LOCALITY GROUP cold STORAGE 'hdd';
CREATE LOCALITY GROUP spare STORAGE 'hdd';
ALTER LOCALITY GROUP "HOT" SSD_TO_HDD_SPILL_TIMESPAN '10d';
ALTER LOCALITY GROUP "DEFAULT" STORAGE 'hdd';
CREATE TABLE t (k bigint PRIMARY KEY, a bigint) LOCALITY GROUP "Hot";
CREATE INDEX i ON t (a) LOCALITY GROUP "HOT";
ALTER TABLE t SET LOCALITY GROUP "COLD";
DROP LOCALITY GROUP "Spare";
ALTER LOCALITY GROUP spare STORAGE 'ssd';
