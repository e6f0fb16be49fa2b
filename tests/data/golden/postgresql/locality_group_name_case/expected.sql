-- A locality group is found ignoring case, as CREATE compares its names and as Spanner finds
-- every other name (the emulator has no locality groups): ALTER LOCALITY GROUP and DROP LOCALITY
-- GROUP of "HOT" find the group hot, "DEFAULT" is the built-in group; so do a table's and an
-- index's LOCALITY GROUP and ALTER TABLE ... SET LOCALITY GROUP.
CREATE LOCALITY GROUP hot STORAGE 'ssd', SSD_TO_HDD_SPILL_TIMESPAN '10d';

CREATE LOCALITY GROUP cold STORAGE 'hdd';

ALTER LOCALITY GROUP "DEFAULT" STORAGE 'hdd';

CREATE TABLE t (
  k bigint NOT NULL,
  a bigint,
  PRIMARY KEY(k)
) LOCALITY GROUP "COLD";

CREATE INDEX i ON t (a) LOCALITY GROUP "HOT";
