-- spanner-gaming-sample (tests/data/realworld/spanner-gaming-sample__gaming.sql): PlayerGame indexes
-- a nullable foreign-key column. The foreign key's backing index is NULL_FILTERED, so it cannot
-- find the players with no current game; the user index can. A NOT ENFORCED key has no backing
-- index on the referencing side.
CREATE TABLE games (gameUUID STRING(36) NOT NULL) PRIMARY KEY (gameUUID);
CREATE TABLE players (
  playerUUID STRING(36) NOT NULL,
  current_game STRING(36),
  last_game STRING(36) NOT NULL,
  FOREIGN KEY (current_game) REFERENCES games (gameUUID),
  CONSTRAINT FK_LastGame FOREIGN KEY (last_game) REFERENCES games (gameUUID) NOT ENFORCED,
) PRIMARY KEY (playerUUID);
CREATE INDEX PlayerGame ON players(current_game);
CREATE INDEX PlayerLastGame ON players(last_game);
