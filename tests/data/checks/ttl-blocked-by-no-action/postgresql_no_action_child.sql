-- dialect: postgresql
-- expect: ttl-blocked-by-no-action users
-- fixes: cascade-descendants
CREATE TABLE users (
  user_id varchar(36) NOT NULL,
  created_at timestamptz,
  PRIMARY KEY (user_id)
) TTL INTERVAL '30 days' ON created_at;
CREATE TABLE posts (
  user_id varchar(36) NOT NULL,
  post_id varchar(36) NOT NULL,
  PRIMARY KEY (user_id, post_id)
) INTERLEAVE IN PARENT users ON DELETE NO ACTION;
