CREATE SEQUENCE order_seq BIT_REVERSED_POSITIVE;

CREATE TABLE customers (
  id bigint NOT NULL,
  name character varying,
  PRIMARY KEY(id)
);

CREATE TABLE orders (
  id bigint DEFAULT nextval('order_seq') NOT NULL,
  customer_id bigint,
  PRIMARY KEY(id),
  FOREIGN KEY (customer_id) REFERENCES customers(id) ON DELETE CASCADE,
  CONSTRAINT fk_named FOREIGN KEY (customer_id) REFERENCES customers(id),
  SYNONYM (purchases)
) INTERLEAVE IN customers;
