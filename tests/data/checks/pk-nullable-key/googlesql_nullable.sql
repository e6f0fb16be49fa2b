-- expect: pk-nullable-key Users.UserName info
-- fixes: add-not-null
CREATE TABLE Users (
  UserName STRING(64),
) PRIMARY KEY (UserName);
CREATE TABLE Posts (
  UserName STRING(64),
  PostId STRING(36) NOT NULL,
) PRIMARY KEY (UserName, PostId),
  INTERLEAVE IN PARENT Users ON DELETE CASCADE;
