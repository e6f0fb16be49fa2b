-- Two deliberate idioms of UNIQUE NULL_FILTERED indexes, not mistakes:
-- luci-go analysis (tests/data/realworld/luci-go__analysis.sql): IsManagingBug is TRUE or NULL, so
-- at most one rule manages each bug while any number of rules do not;
-- a one-column "unique when present" index: an optional email must be unique when it is set.
CREATE TABLE FailureAssociationRules (
  Project STRING(40) NOT NULL,
  RuleId STRING(32) NOT NULL,
  BugSystem STRING(16) NOT NULL,
  BugId STRING(255) NOT NULL,
  IsManagingBug BOOL,
) PRIMARY KEY (Project, RuleId);
CREATE UNIQUE NULL_FILTERED INDEX FailureAssociationRuleByManagedBug ON FailureAssociationRules(BugSystem, BugId, IsManagingBug);
CREATE TABLE Users (
  UserId STRING(36) NOT NULL,
  Email STRING(MAX),
) PRIMARY KEY (UserId);
CREATE UNIQUE NULL_FILTERED INDEX UsersByEmail ON Users(Email);
