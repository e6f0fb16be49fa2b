-- luci-go resultdb (tests/data/realworld/luci-go__resultdb.sql): an index that repeats the table's
-- nine key columns and adds one. Spanner counts the key columns once: 10, not 19.
CREATE TABLE RootInvocationShards (
  RootInvocationShardId STRING(MAX) NOT NULL,
  ShardIndex INT64 NOT NULL,
) PRIMARY KEY (RootInvocationShardId);
CREATE TABLE TestResultsV2 (
  RootInvocationShardId STRING(MAX) NOT NULL,
  ModuleName STRING(MAX) NOT NULL,
  ModuleScheme STRING(MAX) NOT NULL,
  ModuleVariantHash STRING(16) NOT NULL,
  T1CoarseName STRING(MAX) NOT NULL,
  T2FineName STRING(MAX) NOT NULL,
  T3CaseName STRING(MAX) NOT NULL,
  WorkUnitId STRING(MAX) NOT NULL,
  ResultId STRING(MAX) NOT NULL,
  StatusV2 INT64 NOT NULL,
  IsUnsuccessful BOOL AS (IF(StatusV2 = 2 OR StatusV2 = 4 OR StatusV2 = 5, TRUE, NULL)) STORED,
) PRIMARY KEY (RootInvocationShardId, ModuleName, ModuleScheme, ModuleVariantHash, T1CoarseName, T2FineName, T3CaseName, WorkUnitId, ResultId),
  INTERLEAVE IN PARENT RootInvocationShards ON DELETE CASCADE;
CREATE NULL_FILTERED INDEX UnsuccessfulTestResultsV2
  ON TestResultsV2 (RootInvocationShardId, ModuleName, ModuleScheme, ModuleVariantHash, T1CoarseName, T2FineName, T3CaseName, WorkUnitId, ResultId, IsUnsuccessful)
  STORING (StatusV2),
  INTERLEAVE IN RootInvocationShards;
