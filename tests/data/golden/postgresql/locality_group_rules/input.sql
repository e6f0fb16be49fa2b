-- CREATE / ALTER LOCALITY GROUP follow one rule in both dialects: a name taken ignoring case is a
-- duplicate (IF NOT EXISTS then does nothing); ALTER finds the group ignoring case, `default`
-- always exists; an option set to null goes back to its default (mergeoptions.h).
CREATE LOCALITY GROUP hot STORAGE 'ssd', SSD_TO_HDD_SPILL_TIMESPAN '10d';
CREATE LOCALITY GROUP "HOT" STORAGE 'hdd';
CREATE LOCALITY GROUP IF NOT EXISTS "Hot" STORAGE 'hdd';
ALTER LOCALITY GROUP hot SSD_TO_HDD_SPILL_TIMESPAN null;
ALTER LOCALITY GROUP cold STORAGE 'hdd';
ALTER LOCALITY GROUP "default" STORAGE 'hdd';
