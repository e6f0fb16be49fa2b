CREATE TABLE users (email varchar(100) NOT NULL, name text, PRIMARY KEY (email));
