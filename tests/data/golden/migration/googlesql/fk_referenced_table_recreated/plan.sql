-- recreate: foreign key FK_ConcertSinger on Concerts is dropped: a table or column it uses is dropped or recreated
ALTER TABLE Concerts DROP CONSTRAINT FK_ConcertSinger;
-- recreate: table Singers is dropped to be created again (its primary key changes): its rows are lost
DROP TABLE Singers;
-- recreate: table Singers is created again, empty (its primary key changes)
CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Bio STRING(MAX),
) PRIMARY KEY(SingerId DESC);
-- recreate: foreign key FK_ConcertSinger on Concerts is added again; fails on a row of Concerts whose (SingerId) matches no row of Singers
ALTER TABLE Concerts ADD CONSTRAINT FK_ConcertSinger FOREIGN KEY(SingerId) REFERENCES Singers(SingerId);
