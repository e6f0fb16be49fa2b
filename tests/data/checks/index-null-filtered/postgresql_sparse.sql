-- dialect: postgresql
-- expect: index-null-filtered orders_by_cancelled info
-- fixes: null-filtered
CREATE TABLE orders (
  order_id varchar(36) NOT NULL,
  cancelled_at timestamptz,
  PRIMARY KEY (order_id)
);
CREATE INDEX orders_by_cancelled ON orders(cancelled_at);
