-- in-place: index AlbumsByTitle is dropped with its table Albums
DROP INDEX AlbumsByTitle;
-- destructive: table Albums is not in the new schema: it is dropped with all its rows
DROP TABLE Albums;
-- destructive: table Singers is not in the new schema: it is dropped with all its rows
DROP TABLE Singers;
-- in-place: new table Other
CREATE TABLE Other (
  Id INT64,
) PRIMARY KEY(Id);
