-- expect: index-null-filtered UsersByEmail warning
-- fixes: add-not-null remove-null-filtered
CREATE TABLE Users (
  UserId STRING(36) NOT NULL,
  Email STRING(MAX),
) PRIMARY KEY (UserId);
CREATE UNIQUE NULL_FILTERED INDEX UsersByEmail ON Users(Email);
