-- dialect: postgresql
-- expect: pk-monotonic-first-column orders.created_at
-- fixes: swap-key-order hash-shard-prefix uuid-key
CREATE TABLE orders (
  created_at timestamptz NOT NULL,
  order_id varchar(36) NOT NULL,
  amount numeric,
  PRIMARY KEY (created_at, order_id)
);
