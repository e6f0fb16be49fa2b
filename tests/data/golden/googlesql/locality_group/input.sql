CREATE LOCALITY GROUP hot OPTIONS (storage = 'ssd');
CREATE LOCALITY GROUP cold OPTIONS (storage = 'hdd', ssd_to_hdd_spill_timespan = '10d');
ALTER LOCALITY GROUP cold SET OPTIONS (ssd_to_hdd_spill_timespan = '20d');
ALTER LOCALITY GROUP `default` SET OPTIONS (storage = 'ssd');
DROP LOCALITY GROUP hot;
