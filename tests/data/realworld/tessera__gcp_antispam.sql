-- Tessera GCP antispam (deduplication) tables.
-- Transcribed from the DDL strings in storage/gcp/antispam/gcp.go, with the
-- default empty SpannerTablePrefix. Statements unchanged otherwise.
CREATE TABLE IF NOT EXISTS FollowCoord (id INT64 NOT NULL, nextIdx INT64 NOT NULL) PRIMARY KEY (id);
CREATE TABLE IF NOT EXISTS IDSeq (h BYTES(32) NOT NULL, idx INT64 NOT NULL) PRIMARY KEY (h);
