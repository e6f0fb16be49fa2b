CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Bio STRING(MAX),
  NameLength INT64 AS (LENGTH(Name)) STORED,
) PRIMARY KEY (SingerId);
