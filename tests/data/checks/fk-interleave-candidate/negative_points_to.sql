-- Tables that merely point to another one are not owned by it: interleaving would change what
-- their rows are. Modelled on spanner-gaming-sample (tests/data/realworld/spanner-gaming-sample__gaming.sql):
-- a player's current game, an item's game session; and a key whose order is deliberate
-- (Tracks is keyed by its own id first), which a reorder would break.
CREATE TABLE games (
  gameUUID STRING(36) NOT NULL,
  winner STRING(36),
) PRIMARY KEY (gameUUID);
CREATE TABLE players (
  playerUUID STRING(36) NOT NULL,
  current_game STRING(36),
  FOREIGN KEY (current_game) REFERENCES games (gameUUID),
) PRIMARY KEY (playerUUID);
CREATE TABLE player_items (
  playerItemUUID STRING(36) NOT NULL,
  game_session STRING(36) NOT NULL,
  FOREIGN KEY (game_session) REFERENCES games (gameUUID),
) PRIMARY KEY (playerItemUUID);
CREATE TABLE Singers (SingerId STRING(36) NOT NULL) PRIMARY KEY (SingerId);
CREATE TABLE Tracks (
  TrackId STRING(36) NOT NULL,
  SingerId STRING(36) NOT NULL,
  CONSTRAINT FK_Tracks_Singers FOREIGN KEY (SingerId) REFERENCES Singers (SingerId),
) PRIMARY KEY (TrackId, SingerId);
