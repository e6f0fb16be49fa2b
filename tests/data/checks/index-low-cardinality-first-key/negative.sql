CREATE TABLE Accounts (
  AccountKey STRING(36) NOT NULL,
  IsPremium BOOL,
  Email STRING(MAX),
) PRIMARY KEY (AccountKey);
CREATE NULL_FILTERED INDEX PremiumAccounts ON Accounts(IsPremium);
CREATE INDEX AccountsByEmail ON Accounts(Email);
