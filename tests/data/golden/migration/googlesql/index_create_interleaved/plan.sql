-- in-place: new index AlbumsByTitle on Albums
CREATE INDEX AlbumsByTitle ON Albums(SingerId, Title), INTERLEAVE IN Singers;
