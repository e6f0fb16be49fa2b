-- expect: index-storing-invalid UsersByName
-- fixes: remove-duplicate-key
CREATE TABLE Users (UserId STRING(36) NOT NULL, UserName STRING(MAX)) PRIMARY KEY (UserId);
CREATE NULL_FILTERED INDEX UsersByName ON Users(UserName, UserName);
