-- destructive: sequence SingerIds is dropped: its counter is lost
DROP SEQUENCE SingerIds;
