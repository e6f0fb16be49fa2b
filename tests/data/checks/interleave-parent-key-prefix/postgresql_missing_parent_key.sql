-- dialect: postgresql
-- expect: interleave-parent-key-prefix users
-- fixes: prefix-parent-key
CREATE TABLE parents (pid bigint NOT NULL, PRIMARY KEY (pid));
CREATE TABLE users (
  uid bigint NOT NULL,
  name text,
  PRIMARY KEY (uid)
) INTERLEAVE IN PARENT parents ON DELETE CASCADE;
