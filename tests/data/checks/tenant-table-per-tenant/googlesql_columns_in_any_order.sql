-- Column order and the case of column names do not matter; the type kinds do. Store7_Stock has
-- a different type for Qty, so it is not part of the group (and the three others are).
-- expect: tenant-table-per-tenant Store1_Stock
CREATE TABLE Store1_Stock (Sku STRING(64) NOT NULL, Qty INT64, UpdatedAt TIMESTAMP) PRIMARY KEY (Sku);
CREATE TABLE Store2_Stock (UpdatedAt TIMESTAMP, sku STRING(64) NOT NULL, Qty INT64) PRIMARY KEY (sku);
CREATE TABLE Store3_Stock (QTY INT64, UPDATEDAT TIMESTAMP, SKU STRING(32) NOT NULL) PRIMARY KEY (SKU);
CREATE TABLE Store7_Stock (Sku STRING(64) NOT NULL, Qty FLOAT64, UpdatedAt TIMESTAMP) PRIMARY KEY (Sku);
