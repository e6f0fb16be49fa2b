-- expect: string-bytes-length Files.Name
-- expect: string-bytes-length Files.Blob
-- expect: string-bytes-length Files.Upper
-- fixes: insert-max
CREATE TABLE Files (
  FileId STRING(36) NOT NULL,
  Name STRING(3000000),
  Blob BYTES(20000000),
  Upper STRING(100) AS (UPPER(FileId)),
) PRIMARY KEY (FileId);
