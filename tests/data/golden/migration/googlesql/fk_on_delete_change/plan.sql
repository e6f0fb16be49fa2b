-- recreate: foreign key FK_AlbumSinger on Albums is dropped: it changes; Spanner cannot alter a foreign key
ALTER TABLE Albums DROP CONSTRAINT FK_AlbumSinger;
-- recreate: foreign key FK_AlbumSinger on Albums is added again; fails on a row of Albums whose (SingerId) matches no row of Singers
ALTER TABLE Albums ADD CONSTRAINT FK_AlbumSinger FOREIGN KEY(SingerId) REFERENCES Singers(SingerId) ON DELETE CASCADE;
