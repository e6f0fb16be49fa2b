-- Lesson: the table's UUID key spreads inserts evenly, but a global index on the creation time
-- is a key range of its own where every new entry lands at the end.
CREATE TABLE Orders (
  OrderId STRING(36) NOT NULL DEFAULT (GENERATE_UUID()),
  CustomerId INT64 NOT NULL,
  CreatedAt TIMESTAMP NOT NULL OPTIONS (allow_commit_timestamp = true),
  Total NUMERIC,
) PRIMARY KEY(OrderId);

CREATE INDEX OrdersByCreatedAt ON Orders(CreatedAt);
