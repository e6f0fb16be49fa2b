-- recreate: view singer_bios is dropped to be created again: it reads singers.bio, which is dropped or recreated
DROP VIEW singer_bios;
-- destructive: column singers.bio is not in the new schema: it is dropped with its values
ALTER TABLE singers DROP COLUMN bio;
-- recreate: view singer_bios is created again
CREATE VIEW singer_bios SQL SECURITY INVOKER AS SELECT singers.singer_id FROM singers;
