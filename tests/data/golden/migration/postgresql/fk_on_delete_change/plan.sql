-- recreate: foreign key fk_album_singer on albums is dropped: it changes; Spanner cannot alter a foreign key
ALTER TABLE albums DROP CONSTRAINT fk_album_singer;
-- recreate: foreign key fk_album_singer on albums is added again; fails on a row of albums whose (singer_id) matches no row of singers
ALTER TABLE albums ADD CONSTRAINT fk_album_singer FOREIGN KEY (singer_id) REFERENCES singers(singer_id) ON DELETE CASCADE;
