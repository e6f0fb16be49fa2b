-- dialect: postgresql
-- A query on a table in a named schema: the index the fix creates is sales.orders_by_customer_id,
-- which PostgreSQL writes CREATE INDEX orders_by_customer_id ON sales.orders.
-- query: SELECT order_id FROM sales.orders WHERE customer_id = $1
-- expect: index-access-pattern query1 info
CREATE SCHEMA sales;
CREATE TABLE sales.orders (
  order_id varchar(36) NOT NULL,
  customer_id varchar(36) NOT NULL,
  total numeric,
  PRIMARY KEY (order_id)
);
