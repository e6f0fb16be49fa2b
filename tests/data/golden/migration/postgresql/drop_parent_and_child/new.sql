CREATE TABLE other (id bigint PRIMARY KEY);
