-- dialect: postgresql
-- A frequent unserved query is a warning (settings cannot say "per second": the queries file
-- does, see tests/data/queries); here every query is undeclared, so info.
-- query: SELECT user_id FROM users WHERE email = $1
-- query: SELECT total FROM orders WHERE user_id = $1 ORDER BY created_at DESC LIMIT 5
-- query: SELECT user_id FROM users /*@ FORCE_INDEX = users_by_country */ WHERE country = $1 AND email = $2
-- expect: index-access-pattern query1 info
-- expect: index-access-pattern query2 info
-- expect: index-access-pattern query2 info
-- expect: index-access-pattern query3 info
CREATE TABLE users (
  user_id varchar(36) NOT NULL,
  email text,
  country varchar(2),
  PRIMARY KEY (user_id)
);
CREATE TABLE orders (
  order_id varchar(36) NOT NULL,
  user_id varchar(36) NOT NULL,
  created_at timestamptz NOT NULL,
  total numeric,
  PRIMARY KEY (order_id)
);
CREATE INDEX users_by_country ON users(country);
CREATE INDEX orders_by_user ON orders(user_id, created_at);
