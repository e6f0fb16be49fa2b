ALTER DATABASE db SET spanner.default_sequence_kind = 'bit_reversed_positive';
ALTER DATABASE db SET spanner.optimizer_version TO '6';
ALTER DATABASE db SET "spanner.version_retention_period" = '3d';
ALTER DATABASE db SET spanner.optimizer_version TO DEFAULT;
ALTER DATABASE db RESET spanner.version_retention_period;
