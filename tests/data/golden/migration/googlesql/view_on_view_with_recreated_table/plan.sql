-- recreate: view V2 is dropped to be created again: it reads view V1, which is dropped or recreated
DROP VIEW V2;
-- recreate: view V1 is dropped to be created again: it reads table Singers, which is dropped or recreated
DROP VIEW V1;
-- recreate: table Singers is dropped to be created again (its primary key changes): its rows are lost
DROP TABLE Singers;
-- recreate: table Singers is created again, empty (its primary key changes)
CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Bio STRING(MAX),
) PRIMARY KEY(SingerId DESC);
-- recreate: view V1 is created again
CREATE VIEW V1 SQL SECURITY INVOKER AS SELECT Singers.Name FROM Singers;
-- recreate: view V2 is created again
CREATE VIEW V2 SQL SECURITY INVOKER AS SELECT V1.Name FROM V1;
