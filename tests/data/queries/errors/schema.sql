CREATE TABLE Users (
  UserId STRING(36) NOT NULL,
  Email STRING(MAX),
) PRIMARY KEY (UserId);
CREATE INDEX UsersByEmail ON Users(Email);
