-- in-place: new named schema sales
CREATE SCHEMA sales;
-- in-place: new table sales.Orders
CREATE TABLE sales.Orders (
  OrderId INT64 NOT NULL,
) PRIMARY KEY(OrderId);
