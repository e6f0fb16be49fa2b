-- in-place: change stream Changes changes what it watches or its options
ALTER CHANGE STREAM Changes SET OPTIONS (retention_period = '36h');
