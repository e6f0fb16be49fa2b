CREATE TABLE Employees (
  Id INT64 NOT NULL,
  Name STRING(MAX),
  Salary INT64,
) PRIMARY KEY(Id);

CREATE ROLE hr_manager;

GRANT SELECT(Name), UPDATE(Salary), DELETE ON TABLE Employees TO ROLE hr_manager;
