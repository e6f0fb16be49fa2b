-- in-place: index SingersByName also stores Bio
ALTER INDEX SingersByName ADD STORED COLUMN Bio;
