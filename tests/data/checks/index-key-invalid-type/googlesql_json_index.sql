-- expect: index-key-invalid-type DocumentsByBody
-- expect: index-key-invalid-type DocumentsByScore
CREATE TABLE Documents (
  DocumentId STRING(36) NOT NULL,
  Body JSON,
  Score FLOAT32,
) PRIMARY KEY (DocumentId);
CREATE INDEX DocumentsByBody ON Documents(Body);
CREATE INDEX DocumentsByScore ON Documents(Score);
