-- dialect: postgresql
-- expect: index-monotonic-first-key accounts_by_id_and_email info
-- fixes: index-shard-prefix
CREATE TABLE accounts (
  account_id bigint NOT NULL,
  email varchar,
  display_name varchar,
  created_by varchar,
  PRIMARY KEY (account_id)
);
CREATE INDEX accounts_by_id_and_email ON accounts(account_id, email);
CREATE TABLE orders (
  account_id bigint NOT NULL REFERENCES accounts (account_id),
  order_no varchar(36) NOT NULL,
  PRIMARY KEY (account_id, order_no)
);
CREATE INDEX orders_by_account ON orders(account_id, order_no DESC);
