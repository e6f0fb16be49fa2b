CREATE TABLE t1 (
  id bigint NOT NULL,
  a character varying,
  b character varying,
  PRIMARY KEY(id)
);

CREATE TABLE t2 (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);

CREATE CHANGE STREAM cs_all;

CREATE CHANGE STREAM cs_some
FOR t1(a, b), t2()
WITH (value_capture_type = 'NEW_ROW');
