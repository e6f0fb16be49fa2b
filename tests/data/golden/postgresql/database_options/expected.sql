ALTER DATABASE db SET "spanner.default_sequence_kind" = 'bit_reversed_positive';
