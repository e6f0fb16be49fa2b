-- in-place: view SingerNames is not in the new schema
DROP VIEW SingerNames;
