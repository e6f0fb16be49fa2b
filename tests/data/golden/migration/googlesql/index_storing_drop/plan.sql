-- in-place: index SingersByName stops storing Bio
ALTER INDEX SingersByName DROP STORED COLUMN Bio;
