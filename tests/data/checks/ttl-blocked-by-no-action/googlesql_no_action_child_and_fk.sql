-- expect: ttl-blocked-by-no-action Users
-- expect: ttl-blocked-by-no-action Accounts
-- fixes: cascade-descendants
CREATE TABLE Users (
  UserId STRING(36) NOT NULL,
  CreatedAt TIMESTAMP,
) PRIMARY KEY (UserId),
  ROW DELETION POLICY (OLDER_THAN(CreatedAt, INTERVAL 30 DAY));
CREATE TABLE Posts (
  UserId STRING(36) NOT NULL,
  PostId STRING(36) NOT NULL,
) PRIMARY KEY (UserId, PostId),
  INTERLEAVE IN PARENT Users ON DELETE NO ACTION;
CREATE TABLE Accounts (
  AccountKey STRING(36) NOT NULL,
  ClosedAt TIMESTAMP,
) PRIMARY KEY (AccountKey),
  ROW DELETION POLICY (OLDER_THAN(ClosedAt, INTERVAL 7 DAY));
CREATE TABLE Payments (
  PaymentKey STRING(36) NOT NULL,
  AccountKey STRING(36),
  CONSTRAINT FK_Payments_Accounts FOREIGN KEY (AccountKey) REFERENCES Accounts (AccountKey),
) PRIMARY KEY (PaymentKey);
