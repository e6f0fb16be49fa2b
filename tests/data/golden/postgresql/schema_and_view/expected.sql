CREATE SCHEMA sales;

CREATE TABLE sales.orders (
  id bigint NOT NULL,
  total numeric,
  PRIMARY KEY(id)
);
