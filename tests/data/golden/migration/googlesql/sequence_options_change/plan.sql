-- in-place: sequence SingerIds: its skipped range or counter changes
ALTER SEQUENCE SingerIds SET OPTIONS (skip_range_min = 1, skip_range_max = 1000);
