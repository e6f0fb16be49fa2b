-- Lição: multilocação. O id do locatário vem primeiro em todas as chaves e os dados do locatário
-- ficam intercalados na linha dele, então as linhas de um locatário ficam juntas e os locatários
-- se espalham pelas divisões.
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
