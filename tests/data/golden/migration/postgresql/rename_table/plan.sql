-- in-place: table singers is renamed to artists
ALTER TABLE singers RENAME TO artists;
