CREATE TABLE Inline (
  Id INT64,
  Name STRING(10),
) PRIMARY KEY(Id);

CREATE TABLE Singleton (
  Value INT64,
) PRIMARY KEY();

CREATE TABLE NoKey (
  Value INT64,
);
