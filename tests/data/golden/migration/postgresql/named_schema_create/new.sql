CREATE TABLE singers (
  singer_id bigint NOT NULL,
  name varchar(100),
  bio text,
  PRIMARY KEY (singer_id)
);
CREATE SCHEMA sales;
CREATE TABLE sales.orders (
  order_id bigint PRIMARY KEY
);
