-- expect: pk-low-cardinality-prefix Orders
-- fixes: hash-shard-prefix
CREATE TABLE Orders (
  Status STRING(16) NOT NULL,
  CreatedAt TIMESTAMP NOT NULL,
  OrderId STRING(36) NOT NULL,
) PRIMARY KEY (Status, CreatedAt, OrderId);
