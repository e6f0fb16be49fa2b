-- dialect: postgresql
-- expect: index-monotonic-first-key accounts_by_number_and_email info
-- fixes: index-shard-prefix
CREATE TABLE accounts (
  account_number bigint NOT NULL,
  email varchar(320),
  display_name varchar,
  created_by varchar,
  PRIMARY KEY (account_number)
);
CREATE INDEX accounts_by_number_and_email ON accounts(account_number, email);
CREATE TABLE orders (
  account_number bigint NOT NULL REFERENCES accounts (account_number),
  order_no varchar(36) NOT NULL,
  PRIMARY KEY (account_number, order_no)
);
CREATE INDEX orders_by_account ON orders(account_number, order_no DESC);
-- A plain id says nothing about how it is issued: no finding.
CREATE TABLE profiles (
  profile_id bigint NOT NULL,
  email varchar(320),
  display_name varchar,
  created_by varchar,
  PRIMARY KEY (profile_id)
);
CREATE INDEX profiles_by_id_and_email ON profiles(profile_id, email);
