-- dialect: postgresql
-- expect: tenant-table-per-tenant t356_employee
CREATE TABLE t356_employee (id varchar(36) NOT NULL, name text, PRIMARY KEY (id));
CREATE TABLE t357_employee (id varchar(36) NOT NULL, name text, PRIMARY KEY (id));
CREATE TABLE t1024_employee (id varchar(36) NOT NULL, name text, PRIMARY KEY (id));
