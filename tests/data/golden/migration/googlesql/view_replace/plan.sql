-- in-place: view SingerNames changes its query
CREATE OR REPLACE VIEW SingerNames SQL SECURITY INVOKER AS SELECT Singers.Name, Singers.Bio FROM Singers;
