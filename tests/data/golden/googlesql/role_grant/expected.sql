CREATE TABLE Employees (
  Id INT64 NOT NULL,
  Name STRING(MAX),
  Salary INT64,
) PRIMARY KEY(Id);
CREATE ROLE hr_manager;
GRANT SELECT(Name), UPDATE(Salary), DELETE ON TABLE Employees TO ROLE hr_manager, hr_member;
GRANT ROLE hr_member TO ROLE hr_manager;
REVOKE DELETE ON TABLE Employees FROM ROLE hr_member;
GRANT SELECT ON ALL TABLES IN SCHEMA DEFAULT TO ROLE hr_member;
