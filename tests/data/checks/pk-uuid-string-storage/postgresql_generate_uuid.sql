-- dialect: postgresql
-- expect: pk-uuid-string-storage accounts.id info
-- fixes: uuid-key
CREATE TABLE accounts (
  id varchar(36) NOT NULL DEFAULT spanner.generate_uuid(),
  PRIMARY KEY (id)
);
