-- A locality group is found ignoring case, as CREATE compares its names and as Spanner finds
-- every other name (the emulator has no locality groups): ALTER LOCALITY GROUP and DROP LOCALITY
-- GROUP of HOT find the group hot, `DEFAULT` is the built-in group.
CREATE LOCALITY GROUP hot OPTIONS (storage = 'ssd');
CREATE LOCALITY GROUP spare OPTIONS (storage = 'hdd');
ALTER LOCALITY GROUP HOT SET OPTIONS (ssd_to_hdd_spill_timespan = '10d');
ALTER LOCALITY GROUP `DEFAULT` SET OPTIONS (storage = 'hdd');
DROP LOCALITY GROUP Spare;
ALTER LOCALITY GROUP spare SET OPTIONS (storage = 'ssd');
