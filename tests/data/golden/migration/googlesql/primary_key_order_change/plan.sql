-- recreate: table Singers is dropped to be created again (its primary key changes): its rows are lost
DROP TABLE Singers;
-- recreate: table Singers is created again, empty (its primary key changes)
CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Bio STRING(MAX),
) PRIMARY KEY(SingerId DESC);
