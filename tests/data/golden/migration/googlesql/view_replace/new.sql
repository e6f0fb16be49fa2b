CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Bio STRING(MAX),
) PRIMARY KEY (SingerId);
CREATE VIEW SingerNames SQL SECURITY INVOKER AS SELECT Singers.Name, Singers.Bio FROM Singers;
