-- expect: tenant-key-not-first Invoices.TenantId info
-- fixes: tenant-first
CREATE TABLE Invoices (
  InvoiceId STRING(36) NOT NULL,
  TenantId STRING(36) NOT NULL,
  Amount NUMERIC,
) PRIMARY KEY (InvoiceId, TenantId);
