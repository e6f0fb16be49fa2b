-- destructive: table albums is not in the new schema: it is dropped with all its rows
DROP TABLE albums;
