-- CREATE TABLE checks in one order in both dialects, the emulator's: a column's DEFAULT or
-- generated expression before the references (interleave parent, foreign keys), those before a
-- CHECK constraint's expression, which comes after the names of the constraints.
CREATE TABLE albums (id bigint PRIMARY KEY, c bigint DEFAULT (id + 1), d bigint REFERENCES nope (id));
CREATE TABLE albums (id bigint PRIMARY KEY, c bigint DEFAULT nextval('nope')) INTERLEAVE IN PARENT nope;
CREATE TABLE albums (id bigint PRIMARY KEY, g bigint GENERATED ALWAYS AS (nextval('nope')) STORED) INTERLEAVE IN PARENT nope;
CREATE TABLE albums (id bigint PRIMARY KEY, s text, CHECK (s), FOREIGN KEY (id) REFERENCES nope (id));
CREATE TABLE albums (id bigint PRIMARY KEY, s text, CONSTRAINT albums CHECK (s));
