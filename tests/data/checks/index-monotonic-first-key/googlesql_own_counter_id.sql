-- The table's own integer id named like a counter: the same guess as pk-sequential-integer-first
-- on the key, so the same severity (info), in the table key and in the index.
-- expect: index-monotonic-first-key AccountsByIdAndEmail info
-- expect: pk-sequential-integer-first Accounts.AccountId info
-- fixes: index-shard-prefix
CREATE TABLE Accounts (
  AccountId INT64 NOT NULL,
  Email STRING(MAX),
  DisplayName STRING(MAX),
  CreatedBy STRING(MAX),
) PRIMARY KEY (AccountId);
CREATE INDEX AccountsByIdAndEmail ON Accounts(AccountId, Email);
