-- A query on a table in a named schema: the index the fix creates is named in that schema
-- (sales.OrdersByCustomerId), as Spanner requires ("Index ... does not match the schema of the
-- indexed table" otherwise).
-- query: SELECT OrderId FROM sales.Orders WHERE CustomerId = @customer
-- expect: index-access-pattern query1 info
CREATE SCHEMA sales;
CREATE TABLE sales.Orders (
  OrderId STRING(36) NOT NULL,
  CustomerId STRING(36) NOT NULL,
  Total NUMERIC,
) PRIMARY KEY (OrderId);
