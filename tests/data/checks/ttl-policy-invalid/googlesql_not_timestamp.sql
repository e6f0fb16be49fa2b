-- expect: ttl-policy-invalid Sessions
CREATE TABLE Sessions (
  SessionId STRING(36) NOT NULL,
  ExpiresDay INT64,
) PRIMARY KEY (SessionId),
  ROW DELETION POLICY (OLDER_THAN(ExpiresDay, INTERVAL 1 DAY));
