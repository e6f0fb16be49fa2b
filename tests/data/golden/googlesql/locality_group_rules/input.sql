-- CREATE / ALTER LOCALITY GROUP follow one rule in both dialects: a name taken ignoring case is a
-- duplicate (IF NOT EXISTS then does nothing); ALTER finds the group ignoring case, `default`
-- always exists; an option set to null goes back to its default (mergeoptions.h).
CREATE LOCALITY GROUP hot OPTIONS (storage = 'ssd', ssd_to_hdd_spill_timespan = '10d');
CREATE LOCALITY GROUP HOT OPTIONS (storage = 'hdd');
CREATE LOCALITY GROUP IF NOT EXISTS Hot OPTIONS (storage = 'hdd');
ALTER LOCALITY GROUP hot SET OPTIONS (ssd_to_hdd_spill_timespan = null);
ALTER LOCALITY GROUP cold SET OPTIONS (storage = 'hdd');
ALTER LOCALITY GROUP `default` SET OPTIONS (storage = 'hdd');
