-- dialect: postgresql
CREATE TABLE sessions (
  session_id varchar(36) NOT NULL,
  created_at timestamptz,
  PRIMARY KEY (session_id)
) TTL INTERVAL '30 days' ON created_at;
