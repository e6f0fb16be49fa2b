CREATE TABLE Orders (
  OrderId INT64 NOT NULL,
  Quantity INT64,
  CHECK (Quantity > 0),
) PRIMARY KEY (OrderId);
