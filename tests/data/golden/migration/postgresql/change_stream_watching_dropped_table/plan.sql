-- in-place: change stream changes stops watching what is dropped or recreated
ALTER CHANGE STREAM changes SET FOR singers;
-- destructive: table albums is not in the new schema: it is dropped with all its rows
DROP TABLE albums;
