-- in-place: change stream Changes stops watching what is dropped or recreated
ALTER CHANGE STREAM Changes SET FOR Singers;
-- destructive: table Albums is not in the new schema: it is dropped with all its rows
DROP TABLE Albums;
