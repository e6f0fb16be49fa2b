CREATE TABLE users (email varchar(254) NOT NULL, name text, PRIMARY KEY (email));
