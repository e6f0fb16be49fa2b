-- Singers are the root.
CREATE TABLE Singers (
  SingerId INT64 NOT NULL, -- the id
  Name STRING(100),
) PRIMARY KEY (SingerId);

CREATE INDEX SingersByName ON Singers(Name);
