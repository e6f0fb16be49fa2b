-- in-place: index SingersByName is not in the new schema
DROP INDEX SingersByName;
