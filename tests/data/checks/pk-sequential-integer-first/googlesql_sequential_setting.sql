-- settings: {"keyGeneration": {"Orders.OrderNumber": "sequential"}}
-- expect: pk-sequential-integer-first Orders.OrderNumber warning
-- fixes: bit-reversed-sequence uuid-key
CREATE TABLE Orders (
  OrderNumber INT64 NOT NULL,
  Total NUMERIC,
) PRIMARY KEY (OrderNumber);
CREATE TABLE OrderLines (
  LineKey STRING(36) NOT NULL,
  OrderNumber INT64 NOT NULL,
  CONSTRAINT FK_OrderLines_Orders FOREIGN KEY (OrderNumber) REFERENCES Orders (OrderNumber),
) PRIMARY KEY (LineKey);
