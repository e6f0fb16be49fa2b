-- recreate: view SingerBios is dropped to be created again: it reads Singers.Bio, which is dropped or recreated
DROP VIEW SingerBios;
-- destructive: column Singers.Bio is not in the new schema: it is dropped with its values
ALTER TABLE Singers DROP COLUMN Bio;
-- recreate: view SingerBios is created again
CREATE VIEW SingerBios SQL SECURITY INVOKER AS SELECT Singers.SingerId FROM Singers;
