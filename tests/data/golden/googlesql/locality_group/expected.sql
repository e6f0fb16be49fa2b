CREATE LOCALITY GROUP cold OPTIONS ( storage = 'hdd', ssd_to_hdd_spill_timespan = '20d' );

ALTER LOCALITY GROUP `default` SET OPTIONS ( storage = 'ssd' );
