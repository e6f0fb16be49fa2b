-- expect: index-null-filtered OrdersByDeletedAt info
-- fixes: null-filtered
CREATE TABLE Orders (
  OrderId STRING(36) NOT NULL,
  DeletedAt TIMESTAMP,
) PRIMARY KEY (OrderId);
CREATE INDEX OrdersByDeletedAt ON Orders(DeletedAt DESC);
