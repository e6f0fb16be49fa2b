-- dialect: postgresql
-- expect: key-size-over-8kib paths
CREATE TABLE paths (path varchar(9000) NOT NULL, PRIMARY KEY (path));
