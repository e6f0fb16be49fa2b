-- dialect: postgresql
-- expect: index-monotonic-first-key users_by_created
-- fixes: index-shard-prefix
CREATE TABLE users (
  user_id varchar(36) NOT NULL,
  created_at timestamptz,
  PRIMARY KEY (user_id)
);
CREATE INDEX users_by_created ON users(created_at);
