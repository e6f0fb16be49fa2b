-- dialect: postgresql
-- expect: pk-low-cardinality-prefix users
CREATE TABLE users (
  is_active boolean NOT NULL,
  created_at timestamptz NOT NULL,
  user_id varchar(36) NOT NULL,
  PRIMARY KEY (is_active, created_at, user_id)
);
