-- The table's own integer key named like a counter: the same guess as pk-sequential-integer-first
-- on the key, so the same severity (info), in the table key and in the index. A plain `...Id`
-- is no such guess (AccountsById below).
-- expect: index-monotonic-first-key AccountsByNumberAndEmail info
-- expect: pk-sequential-integer-first Accounts.AccountNumber info
-- fixes: index-shard-prefix
CREATE TABLE Accounts (
  AccountNumber INT64 NOT NULL,
  Email STRING(MAX),
  DisplayName STRING(MAX),
  CreatedBy STRING(MAX),
) PRIMARY KEY (AccountNumber);
CREATE INDEX AccountsByNumberAndEmail ON Accounts(AccountNumber, Email);
CREATE TABLE Profiles (
  ProfileId INT64 NOT NULL,
  Email STRING(MAX),
  DisplayName STRING(MAX),
  CreatedBy STRING(MAX),
) PRIMARY KEY (ProfileId);
CREATE INDEX ProfilesByIdAndEmail ON Profiles(ProfileId, Email);
