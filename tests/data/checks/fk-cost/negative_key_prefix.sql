CREATE TABLE Customers (CustomerKey STRING(36) NOT NULL) PRIMARY KEY (CustomerKey);
CREATE TABLE Orders (
  CustomerKey STRING(36) NOT NULL,
  OrderKey STRING(36) NOT NULL,
  CONSTRAINT FK_Orders_Customers FOREIGN KEY (CustomerKey) REFERENCES Customers (CustomerKey),
) PRIMARY KEY (CustomerKey, OrderKey);
