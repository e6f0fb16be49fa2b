-- settings: {"queryPatterns": [{"name": "by_email", "table": "Users", "filter": ["Email"], "select": ["Country"]}, {"name": "by_id", "table": "Users", "filter": ["UserId"]}]}
CREATE TABLE Users (
  UserId STRING(36) NOT NULL,
  Email STRING(MAX),
  Country STRING(2),
) PRIMARY KEY (UserId);
CREATE INDEX UsersByEmail ON Users(Email) STORING (Country);
