-- expect: pk-monotonic-first-column Documents.created_at
CREATE TABLE Documents (
  created_at INT64 NOT NULL,
  DocumentId STRING(36) NOT NULL,
) PRIMARY KEY (created_at, DocumentId);
