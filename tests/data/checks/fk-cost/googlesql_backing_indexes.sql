-- expect: fk-cost Orders.FK_Orders_Customers info
-- expect: fk-cost Orders.FK_Orders_Email info
-- A cascade over a 1:N relation (many orders per customer), and a key to a column that is not the
-- referenced table's key (Spanner adds a UNIQUE NULL_FILTERED backing index on Customers.Email).
CREATE TABLE Customers (
  CustomerKey STRING(36) NOT NULL,
  Email STRING(MAX),
) PRIMARY KEY (CustomerKey);
CREATE TABLE Orders (
  OrderKey STRING(36) NOT NULL,
  CustomerKey STRING(36),
  CustomerEmail STRING(MAX),
  CONSTRAINT FK_Orders_Customers FOREIGN KEY (CustomerKey) REFERENCES Customers (CustomerKey) ON DELETE CASCADE,
  CONSTRAINT FK_Orders_Email FOREIGN KEY (CustomerEmail) REFERENCES Customers (Email),
) PRIMARY KEY (OrderKey);
CREATE INDEX OrdersByCustomer ON Orders(CustomerKey);
