-- dialect: postgresql
-- Google's finance sample (tests/data/realworld/cloud-spanner-samples__finance_pg.sql): the
-- history key is ascending, and an index over the same account prefix with the time DESC serves
-- the newest-first reads. A DESC key would do it without the index (the GoogleSQL version of the
-- sample declares EventTimestamp DESC).
-- expect: timestamp-key-desc transactionhistory.eventtimestamp info
-- fixes: toggle-desc
CREATE TABLE account (
  accountid bytea NOT NULL,
  balance numeric NOT NULL,
  PRIMARY KEY (accountid)
);
CREATE TABLE transactionhistory (
  accountid bytea NOT NULL,
  eventtimestamp spanner.commit_timestamp NOT NULL,
  iscredit boolean NOT NULL,
  amount numeric NOT NULL,
  description text,
  PRIMARY KEY (accountid, eventtimestamp)
) INTERLEAVE IN PARENT account ON DELETE CASCADE;
CREATE UNIQUE INDEX transactionhistorytime ON transactionhistory(accountid, eventtimestamp DESC);
-- Without such an index: not reported.
CREATE TABLE audit_log (
  account_key varchar(36) NOT NULL,
  logged_at timestamptz NOT NULL,
  entry text,
  PRIMARY KEY (account_key, logged_at)
);
