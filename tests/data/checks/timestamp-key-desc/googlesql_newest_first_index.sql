-- The finance sample's history with an ascending key (tests/data/realworld/
-- cloud-spanner-samples__finance_pg.sql, in GoogleSQL): the index over the same AccountId prefix
-- with EventTimestamp DESC shows the newest-first reads; a DESC key serves them itself.
-- expect: timestamp-key-desc TransactionHistory.EventTimestamp info
-- fixes: toggle-desc
CREATE TABLE Account (
  AccountId BYTES(16) NOT NULL,
  Balance NUMERIC NOT NULL,
) PRIMARY KEY (AccountId);
CREATE TABLE TransactionHistory (
  AccountId BYTES(16) NOT NULL,
  EventTimestamp TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp = true),
  IsCredit BOOL NOT NULL,
  Amount NUMERIC NOT NULL,
  Description STRING(MAX),
) PRIMARY KEY (AccountId, EventTimestamp),
  INTERLEAVE IN PARENT Account ON DELETE CASCADE;
CREATE UNIQUE INDEX TransactionHistoryTime ON TransactionHistory(AccountId, EventTimestamp DESC);
-- The same history read by time range elsewhere: an index whose prefix differs does not count.
CREATE TABLE Transfers (
  AccountId BYTES(16) NOT NULL,
  TransferTime TIMESTAMP NOT NULL,
  Amount NUMERIC NOT NULL,
) PRIMARY KEY (AccountId, TransferTime),
  INTERLEAVE IN PARENT Account ON DELETE CASCADE;
CREATE INDEX TransfersNewest ON Transfers(TransferTime DESC, AccountId);
