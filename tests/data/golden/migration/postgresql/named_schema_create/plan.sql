-- in-place: new named schema sales
CREATE SCHEMA sales;
-- in-place: new table sales.orders
CREATE TABLE sales.orders (
  order_id bigint NOT NULL,
  PRIMARY KEY(order_id)
);
