-- Lesson: the queries decide the indexes. Customers are read by id and by email; their orders
-- are interleaved in them, so a customer with its orders is one row tree.
CREATE TABLE Customers (
  CustomerId INT64 NOT NULL,
  Email STRING(100),
  Name STRING(100),
) PRIMARY KEY(CustomerId);

CREATE TABLE Orders (
  CustomerId INT64 NOT NULL,
  OrderId INT64 NOT NULL,
  Status STRING(20),
  Total NUMERIC,
) PRIMARY KEY(CustomerId, OrderId),
  INTERLEAVE IN PARENT Customers ON DELETE CASCADE;

-- The login query looks customers up by email: without this index it would scan them all.
CREATE INDEX CustomersByEmail ON Customers(Email);
