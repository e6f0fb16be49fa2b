CREATE SEQUENCE order_seq BIT_REVERSED_POSITIVE;
CREATE TABLE customers (id bigint PRIMARY KEY, name text);
CREATE TABLE orders (
  id bigint PRIMARY KEY DEFAULT nextval('order_seq'),
  customer_id bigint REFERENCES customers (id) ON DELETE CASCADE,
  CONSTRAINT fk_named FOREIGN KEY (customer_id) REFERENCES customers (id),
  SYNONYM (purchases)
) INTERLEAVE IN customers;
