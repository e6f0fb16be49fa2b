-- Fixes must carry the key change down to the interleaved child and its interleaved index.
-- expect: pk-monotonic-first-column Logins.LoginTime
-- fixes: swap-key-order hash-shard-prefix
CREATE TABLE Logins (
  LoginTime TIMESTAMP NOT NULL,
  UserName STRING(64) NOT NULL,
) PRIMARY KEY (LoginTime, UserName);
CREATE TABLE LoginSteps (
  LoginTime TIMESTAMP NOT NULL,
  UserName STRING(64) NOT NULL,
  Step INT64 NOT NULL,
  Note STRING(MAX),
) PRIMARY KEY (LoginTime, UserName, Step),
  INTERLEAVE IN PARENT Logins ON DELETE CASCADE;
CREATE INDEX LoginStepsByNote ON LoginSteps(LoginTime, UserName, Note), INTERLEAVE IN Logins;
