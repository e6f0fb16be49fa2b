-- A cascading hierarchy under TTL whose descendants are indexed, modelled on luci-go resultdb's
-- RootInvocationShards (tests/data/realworld/luci-go__resultdb.sql): each deleted child row's
-- index entries count as a mutation (quotas, note 3), so a large shard can exceed 80,000. Only the
-- info note. Not reported: a TTL table whose only child has no index (luci's RootInvocations
-- and RootInvocationUpdateRequests, fleetspeak's ClientContacts and ClientContactMessages).
-- expect: ttl-blocked-by-no-action RootInvocationShards info
CREATE TABLE RootInvocationShards (
  RootInvocationShardId STRING(MAX) NOT NULL,
  CreateTime TIMESTAMP NOT NULL,
) PRIMARY KEY (RootInvocationShardId),
  ROW DELETION POLICY (OLDER_THAN(CreateTime, INTERVAL 510 DAY));
CREATE TABLE WorkUnits (
  RootInvocationShardId STRING(MAX) NOT NULL,
  WorkUnitId STRING(MAX) NOT NULL,
  ActiveDeadline TIMESTAMP,
) PRIMARY KEY (RootInvocationShardId, WorkUnitId),
  INTERLEAVE IN PARENT RootInvocationShards ON DELETE CASCADE;
CREATE NULL_FILTERED INDEX WorkUnitsByActiveDeadline
  ON WorkUnits (RootInvocationShardId, WorkUnitId, ActiveDeadline),
  INTERLEAVE IN RootInvocationShards;
CREATE TABLE RootInvocations (
  RootInvocationId STRING(MAX) NOT NULL,
  CreateTime TIMESTAMP NOT NULL,
) PRIMARY KEY (RootInvocationId),
  ROW DELETION POLICY (OLDER_THAN(CreateTime, INTERVAL 510 DAY));
CREATE TABLE RootInvocationUpdateRequests (
  RootInvocationId STRING(MAX) NOT NULL,
  RequestId STRING(MAX) NOT NULL,
  CreateTime TIMESTAMP NOT NULL,
) PRIMARY KEY (RootInvocationId, RequestId),
  INTERLEAVE IN PARENT RootInvocations ON DELETE CASCADE,
  ROW DELETION POLICY (OLDER_THAN(CreateTime, INTERVAL 9 DAY));
