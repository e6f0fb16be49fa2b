CREATE TABLE t (id bigint PRIMARY KEY, v text DEFAULT 'oops);
