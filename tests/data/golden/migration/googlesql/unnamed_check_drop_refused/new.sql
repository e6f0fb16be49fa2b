CREATE TABLE Orders (
  OrderId INT64 NOT NULL,
  Quantity INT64,
) PRIMARY KEY (OrderId);
