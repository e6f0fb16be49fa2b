CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Bio STRING(MAX),
) PRIMARY KEY (SingerId DESC);
CREATE TABLE Concerts (
  ConcertId INT64 NOT NULL,
  SingerId INT64,
  CONSTRAINT FK_ConcertSinger FOREIGN KEY (SingerId) REFERENCES Singers (SingerId),
) PRIMARY KEY (ConcertId);
