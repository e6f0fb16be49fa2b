CREATE TABLE Singers (SingerId STRING(36) NOT NULL, Region STRING(8) NOT NULL) PRIMARY KEY (SingerId, Region);
CREATE TABLE Albums (
  AlbumId STRING(36) NOT NULL,
  SingerId STRING(36),
  Region STRING(8),
  Email STRING(MAX),
  CONSTRAINT FK_Albums_Singers FOREIGN KEY (SingerId) REFERENCES Singers (SingerId),
) PRIMARY KEY (AlbumId);
CREATE UNIQUE INDEX SingersBySinger ON Singers(SingerId);
