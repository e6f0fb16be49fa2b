-- in-place: index albums_by_title is dropped with its table albums
DROP INDEX albums_by_title;
-- destructive: table albums is not in the new schema: it is dropped with all its rows
DROP TABLE albums;
-- destructive: table singers is not in the new schema: it is dropped with all its rows
DROP TABLE singers;
-- in-place: new table other
CREATE TABLE other (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);
