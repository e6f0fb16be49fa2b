-- dialect: postgresql
-- expect: tenant-key-not-first orders.customer_id info
-- fixes: tenant-first
CREATE TABLE orders (
  order_key varchar(36) NOT NULL,
  customer_id varchar(36) NOT NULL,
  PRIMARY KEY (order_key, customer_id)
);
