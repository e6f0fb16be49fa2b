ALTER DATABASE `my-db` SET OPTIONS (default_sequence_kind = 'bit_reversed_positive', version_retention_period = '3d');
