CREATE TABLE ok (id bigint PRIMARY KEY);
CREATE TABLE t (id bigint PRIMARY KEY, v text DEFAULT $tag$ never closed );
CREATE TABLE later (id bigint PRIMARY KEY);
