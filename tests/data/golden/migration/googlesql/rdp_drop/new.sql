CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Created TIMESTAMP,
) PRIMARY KEY (SingerId);
