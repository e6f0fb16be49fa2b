-- dialect: postgresql
-- expect: timestamp-key-desc audit_log.logged_at info
-- fixes: toggle-desc
CREATE TABLE audit_log (
  account_key varchar(36) NOT NULL,
  logged_at timestamptz NOT NULL,
  entry text,
  PRIMARY KEY (account_key, logged_at)
);
