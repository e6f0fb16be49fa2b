CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Other STRING(100),
  Both STRING(MAX) AS (CONCAT(Name, Other)) STORED,
) PRIMARY KEY (SingerId);
