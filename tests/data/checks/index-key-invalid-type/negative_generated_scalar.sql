CREATE TABLE Documents (
  DocumentId STRING(36) NOT NULL,
  Body JSON,
  Title STRING(MAX) AS (JSON_VALUE(Body, '$.title')) STORED,
) PRIMARY KEY (DocumentId);
CREATE INDEX DocumentsByTitle ON Documents(Title);
