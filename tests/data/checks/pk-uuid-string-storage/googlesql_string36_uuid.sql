-- expect: pk-uuid-string-storage Users.UserUuid info
-- expect: pk-uuid-string-storage Accounts.Id info
-- fixes: uuid-key
CREATE TABLE Users (
  UserUuid STRING(36) NOT NULL,
  Email STRING(MAX),
) PRIMARY KEY (UserUuid);
CREATE TABLE Accounts (
  Id STRING(36) NOT NULL DEFAULT (GENERATE_UUID()),
) PRIMARY KEY (Id);
