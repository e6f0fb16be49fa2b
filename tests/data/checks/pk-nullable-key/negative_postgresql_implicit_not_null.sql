-- dialect: postgresql
-- PostgreSQL key columns are NOT NULL whether written or not.
CREATE TABLE users (
  user_name varchar(64),
  PRIMARY KEY (user_name)
);
