-- dotnet-spanner-entity-framework's integration tests
-- (tests/data/realworld/dotnet-spanner-entity-framework__integration_tests.sql): a type-coverage
-- table, one column of each type named for it, filled with arbitrary test values. `ColDate` says
-- only "a DATE column", not what date it holds, so it is no sign that rows arrive in date order.
-- A date with a meaning (OrderHistory's Day, the day of the order) still fires.
-- expect: index-monotonic-first-key OrdersByDay
CREATE TABLE TableWithAllColumnTypes (
  ColInt64 INT64 NOT NULL,
  ColDate DATE,
  ColTimestamp TIMESTAMP,
  ColCommitTS TIMESTAMP OPTIONS (allow_commit_timestamp=true),
) PRIMARY KEY (ColInt64);
CREATE NULL_FILTERED INDEX IDX_TableWithAllColumnTypes_ColDate_ColCommitTS ON TableWithAllColumnTypes (ColDate, ColCommitTS);
CREATE INDEX IDX_TableWithAllColumnTypes_ColTimestamp ON TableWithAllColumnTypes (ColTimestamp);
CREATE TABLE Orders (
  OrderId STRING(36) NOT NULL,
  Day DATE NOT NULL,
) PRIMARY KEY (OrderId);
CREATE INDEX OrdersByDay ON Orders (Day);
