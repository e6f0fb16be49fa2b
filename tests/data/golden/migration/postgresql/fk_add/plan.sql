-- validating: new foreign key fk_album_singer on albums; fails on a row of albums whose (singer_id) matches no row of singers
ALTER TABLE albums ADD CONSTRAINT fk_album_singer FOREIGN KEY (singer_id) REFERENCES singers(singer_id);
