-- The catalog's schema-managed multi-tenancy: tenant first, other tables interleaved in it.
-- settings: {"multiTenant": true}
CREATE TABLE Customers (
  CustomerId STRING(36) NOT NULL,
  Name STRING(MAX),
) PRIMARY KEY (CustomerId);
CREATE TABLE Invoices (
  CustomerId STRING(36) NOT NULL,
  InvoiceId STRING(36) NOT NULL,
) PRIMARY KEY (CustomerId, InvoiceId),
  INTERLEAVE IN PARENT Customers ON DELETE CASCADE;
