-- A crawler's page table keyed by site and full URL: at their declared lengths the key columns
-- take 8,255 bytes even as ASCII, above 8 KiB; the index on the URL repeats the whole key.
-- expect: key-size-over-8kib Pages
-- expect: key-size-over-8kib PagesByUrl
CREATE TABLE Pages (
  Site STRING(255) NOT NULL,
  Url STRING(8000) NOT NULL,
  Title STRING(MAX),
) PRIMARY KEY (Site, Url);
CREATE INDEX PagesByUrl ON Pages(Url);
