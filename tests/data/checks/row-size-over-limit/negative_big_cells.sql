-- Modelled on luci-go resultdb's RootInvocations (tests/data/realworld/luci-go__resultdb.sql):
-- tag lists and serialized protos in ARRAY<STRING(MAX)> / BYTES(MAX) columns. Spanner caps every
-- cell at 10 MiB whatever the type, and the row stays far below 1,600 MiB: nothing to report.
CREATE TABLE RootInvocations (
  RootInvocationId STRING(MAX) NOT NULL,
  DefinitionProperties ARRAY<STRING(MAX)>,
  ExtraBuilds ARRAY<BYTES(MAX)> NOT NULL DEFAULT ([]),
  Tags ARRAY<STRING(MAX)> NOT NULL,
  Properties BYTES(MAX),
  Covers ARRAY<BYTES(MAX)>,
  Extra JSON,
) PRIMARY KEY (RootInvocationId);
