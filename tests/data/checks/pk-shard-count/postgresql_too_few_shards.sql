-- dialect: postgresql
-- settings: {"plannedNodes": 8}
-- expect: pk-shard-count users.shard_id info
CREATE TABLE users (
  shard_id bigint NOT NULL GENERATED ALWAYS AS (MOD(spanner.farm_fingerprint(user_id), 2)) STORED,
  user_id varchar(36) NOT NULL,
  PRIMARY KEY (shard_id, user_id)
);
