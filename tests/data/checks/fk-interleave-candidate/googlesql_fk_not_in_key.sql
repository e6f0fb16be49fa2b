-- The FK column is not in the key: the fix adds it first.
-- expect: fk-interleave-candidate Orders.FK_Orders_Customers info
-- fixes: fk-to-interleave
CREATE TABLE Customers (CustomerKey STRING(36) NOT NULL) PRIMARY KEY (CustomerKey);
CREATE TABLE Orders (
  OrderKey STRING(36) NOT NULL,
  CustomerKey STRING(36),
  CONSTRAINT FK_Orders_Customers FOREIGN KEY (CustomerKey) REFERENCES Customers (CustomerKey),
) PRIMARY KEY (OrderKey);
