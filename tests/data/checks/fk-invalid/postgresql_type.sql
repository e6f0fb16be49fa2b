-- dialect: postgresql
-- expect: fk-invalid u.fk_type
CREATE TABLE t (a bigint NOT NULL, PRIMARY KEY (a));
CREATE TABLE u (
  x varchar(10) NOT NULL,
  PRIMARY KEY (x),
  CONSTRAINT fk_type FOREIGN KEY (x) REFERENCES t (a)
);
