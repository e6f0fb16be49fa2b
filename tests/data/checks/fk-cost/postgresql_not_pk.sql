-- dialect: postgresql
-- expect: fk-cost orders.fk_orders_email info
CREATE TABLE customers (customer_key varchar(36) NOT NULL, email text, PRIMARY KEY (customer_key));
CREATE TABLE orders (
  customer_key varchar(36) NOT NULL,
  order_key varchar(36) NOT NULL,
  customer_email text,
  PRIMARY KEY (customer_key, order_key),
  CONSTRAINT fk_orders_customers FOREIGN KEY (customer_key) REFERENCES customers (customer_key),
  CONSTRAINT fk_orders_email FOREIGN KEY (customer_email) REFERENCES customers (email)
);
CREATE INDEX orders_by_email ON orders(customer_email);
