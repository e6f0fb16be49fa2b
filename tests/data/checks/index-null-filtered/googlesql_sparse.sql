-- Cancelled orders are few and are what the index looks up: NULL_FILTERED keeps it small.
-- expect: index-null-filtered OrdersByCancelledAt info
-- fixes: null-filtered
CREATE TABLE Orders (
  OrderId STRING(36) NOT NULL,
  CancelledAt TIMESTAMP,
) PRIMARY KEY (OrderId);
CREATE INDEX OrdersByCancelledAt ON Orders(CancelledAt DESC);
