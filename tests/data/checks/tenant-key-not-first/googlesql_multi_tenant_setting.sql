-- settings: {"multiTenant": true}
-- expect: tenant-key-not-first Projects.tenant_id info
CREATE TABLE Projects (
  ProjectId STRING(36) NOT NULL,
  tenant_id STRING(36) NOT NULL,
) PRIMARY KEY (ProjectId);
