-- expect: index-low-cardinality-first-key AccountsByPremium
-- fixes: null-filtered index-shard-prefix
CREATE TABLE Accounts (
  AccountKey STRING(36) NOT NULL,
  IsPremium BOOL,
) PRIMARY KEY (AccountKey);
CREATE INDEX AccountsByPremium ON Accounts(IsPremium);
