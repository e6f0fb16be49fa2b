CREATE TABLE ok (id bigint PRIMARY KEY);
/* outer /* inner */ still open;
CREATE TABLE never (id bigint PRIMARY KEY);
