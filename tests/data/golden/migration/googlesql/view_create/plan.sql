-- in-place: new view SingerNames
CREATE VIEW SingerNames SQL SECURITY INVOKER AS SELECT Singers.Name FROM Singers;
