-- validating: new foreign key FK_AlbumSinger on Albums; fails on a row of Albums whose (SingerId) matches no row of Singers
ALTER TABLE Albums ADD CONSTRAINT FK_AlbumSinger FOREIGN KEY(SingerId) REFERENCES Singers(SingerId);
