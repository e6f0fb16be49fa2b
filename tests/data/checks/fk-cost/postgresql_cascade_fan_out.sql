-- dialect: postgresql
-- expect: fk-cost orders.fk_orders_customers info
CREATE TABLE customers (customer_key varchar(36) NOT NULL, PRIMARY KEY (customer_key));
CREATE TABLE orders (
  order_key varchar(36) NOT NULL,
  customer_key varchar(36),
  PRIMARY KEY (order_key),
  CONSTRAINT fk_orders_customers FOREIGN KEY (customer_key) REFERENCES customers (customer_key) ON DELETE CASCADE
);
