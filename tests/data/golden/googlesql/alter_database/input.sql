ALTER DATABASE `my-db` SET OPTIONS (default_sequence_kind = 'bit_reversed_positive', optimizer_version = 7);
ALTER DATABASE `my-db` SET OPTIONS (optimizer_version = null, version_retention_period = '3d');
