-- in-place: change stream changes changes what it watches or its options
ALTER CHANGE STREAM changes SET (retention_period = '36h');
