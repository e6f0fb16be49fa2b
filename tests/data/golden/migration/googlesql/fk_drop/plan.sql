-- in-place: foreign key FK_AlbumSinger on Albums is dropped: it is not in the new schema
ALTER TABLE Albums DROP CONSTRAINT FK_AlbumSinger;
