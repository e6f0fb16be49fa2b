-- in-place: new table Concerts
CREATE TABLE Concerts (
  ConcertId INT64 NOT NULL,
  SingerId INT64,
) PRIMARY KEY(ConcertId);
-- in-place: new foreign key FK_ConcertSinger on Concerts
ALTER TABLE Concerts ADD CONSTRAINT FK_ConcertSinger FOREIGN KEY(SingerId) REFERENCES Singers(SingerId);
