CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Updated TIMESTAMP OPTIONS (allow_commit_timestamp = true),
) PRIMARY KEY (SingerId);
