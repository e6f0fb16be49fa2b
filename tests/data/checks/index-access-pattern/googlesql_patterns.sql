-- settings: {"queryPatterns": [{"name": "by_email", "table": "Users", "filter": ["Email"]}, {"name": "profile", "table": "Users", "filter": ["Country"], "select": ["Email"]}, {"name": "recent", "table": "Users", "filter": ["Country"], "orderBy": "JoinedAt", "descending": true, "limit": 10}]}
-- expect: index-access-pattern by_email info
-- expect: index-access-pattern profile info
-- expect: index-access-pattern recent info
CREATE TABLE Users (
  UserId STRING(36) NOT NULL,
  Email STRING(MAX),
  Country STRING(2),
  JoinedAt TIMESTAMP,
) PRIMARY KEY (UserId);
CREATE INDEX UsersByCountry ON Users(Country, JoinedAt);
