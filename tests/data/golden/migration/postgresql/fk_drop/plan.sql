-- in-place: foreign key fk_album_singer on albums is dropped: it is not in the new schema
ALTER TABLE albums DROP CONSTRAINT fk_album_singer;
