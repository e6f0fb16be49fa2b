-- dialect: postgresql
-- expect: index-low-cardinality-first-key orders_by_status
CREATE TABLE orders (
  order_key varchar(36) NOT NULL,
  status varchar(16) NOT NULL,
  PRIMARY KEY (order_key)
);
CREATE INDEX orders_by_status ON orders(status);
