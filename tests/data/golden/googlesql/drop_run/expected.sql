CREATE TABLE Kept (
  Id INT64 NOT NULL,
) PRIMARY KEY(Id);

-- a comment on a dropped object's line stays in the file

CREATE TABLE Albums (
  Id STRING(36) NOT NULL,
) PRIMARY KEY(Id);
