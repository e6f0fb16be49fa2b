CREATE TABLE Users (
  UserId STRING(36) NOT NULL,
  Email STRING(MAX),
  ManagerId INT64,
  LastAccess TIMESTAMP,
) PRIMARY KEY (UserId);
CREATE INDEX UsersByEmail ON Users(Email);
CREATE INDEX UsersByManager ON Users(ManagerId);
CREATE TABLE Logins (
  UserId STRING(36) NOT NULL,
  LoginId STRING(36) NOT NULL,
  LoginTime TIMESTAMP,
) PRIMARY KEY (UserId, LoginId),
  INTERLEAVE IN PARENT Users ON DELETE CASCADE;
CREATE INDEX LoginsByTime ON Logins(UserId, LoginTime DESC), INTERLEAVE IN Users;
