-- Lesson: multi-tenancy. The tenant id leads every key and the tenant's data is interleaved in
-- its tenant row, so one tenant's rows are stored together and tenants spread over the splits.
CREATE TABLE Tenants (
  TenantId INT64 NOT NULL,
  Name STRING(MAX),
) PRIMARY KEY(TenantId);

CREATE TABLE Documents (
  TenantId INT64 NOT NULL,
  DocumentId INT64 NOT NULL,
  Title STRING(MAX),
  UpdatedAt TIMESTAMP,
) PRIMARY KEY(TenantId, DocumentId),
  INTERLEAVE IN PARENT Tenants ON DELETE CASCADE;

CREATE TABLE ActivityLog (
  TenantId INT64 NOT NULL,
  LoggedAt TIMESTAMP NOT NULL,
  Message STRING(MAX),
) PRIMARY KEY(TenantId, LoggedAt);
