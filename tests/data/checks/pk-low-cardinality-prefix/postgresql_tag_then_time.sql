-- dialect: postgresql
-- Posts under a tag, in the order they were written: every post of a popular tag lands at the
-- end of that tag's range. Per-user histories (user_id, created_at) spread over many users.
-- expect: pk-low-cardinality-prefix tagged_posts
CREATE TABLE tagged_posts (
  tag varchar(64) NOT NULL,
  created_at timestamptz NOT NULL,
  post_id varchar(36) NOT NULL,
  PRIMARY KEY (tag, created_at, post_id)
);
CREATE TABLE user_posts (
  user_id varchar(36) NOT NULL,
  created_at timestamptz NOT NULL,
  post_id varchar(36) NOT NULL,
  PRIMARY KEY (user_id, created_at, post_id)
);
