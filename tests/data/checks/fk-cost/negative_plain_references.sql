-- Plain references to another table's key, as in spanner-gaming-sample and the dotnet EF samples
-- (tests/data/realworld/): every enforced foreign key has backing indexes, which is nothing specific
-- to report; nor is a cascade that deletes at most one row (a 1:1 extension keyed like its parent).
CREATE TABLE games (gameUUID STRING(36) NOT NULL) PRIMARY KEY (gameUUID);
CREATE TABLE players (
  playerUUID STRING(36) NOT NULL,
  current_game STRING(36),
  FOREIGN KEY (current_game) REFERENCES games (gameUUID),
) PRIMARY KEY (playerUUID);
CREATE TABLE Singers (SingerId INT64 NOT NULL) PRIMARY KEY (SingerId);
CREATE TABLE Albums (
  AlbumId INT64 NOT NULL,
  SingerId INT64 NOT NULL,
  CONSTRAINT FK_Albums_Singers FOREIGN KEY (SingerId) REFERENCES Singers (SingerId),
) PRIMARY KEY (AlbumId);
CREATE TABLE PlayerProfiles (
  playerUUID STRING(36) NOT NULL,
  bio STRING(MAX),
  FOREIGN KEY (playerUUID) REFERENCES players (playerUUID) ON DELETE CASCADE,
) PRIMARY KEY (playerUUID);
