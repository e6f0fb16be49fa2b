CREATE TABLE customer1_payroll (EmployeeId STRING(36) NOT NULL, Salary NUMERIC) PRIMARY KEY (EmployeeId);
CREATE TABLE customer2_payroll (EmployeeId STRING(36) NOT NULL, Salary NUMERIC) PRIMARY KEY (EmployeeId);
CREATE TABLE customer3_payroll (EmployeeId STRING(36) NOT NULL, Bonus NUMERIC) PRIMARY KEY (EmployeeId);
