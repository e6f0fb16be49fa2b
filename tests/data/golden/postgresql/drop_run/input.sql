-- A run of DROP TABLE and DROP INDEX statements is applied together (in time linear in the
-- schema, validation/droprun.h), yet each DROP sees the drops before it, as Spanner applies a
-- batch in order: a dependent dropped earlier in the run no longer blocks, a dropped object is
-- gone for the DROPs after it, and a statement after the run sees the schema without them.
CREATE TABLE singers (id bigint PRIMARY KEY);
CREATE TABLE albums (id bigint NOT NULL, a bigint NOT NULL, PRIMARY KEY (id, a)) INTERLEAVE IN PARENT singers;
CREATE TABLE fans (id bigint PRIMARY KEY, s bigint, CONSTRAINT fk_s FOREIGN KEY (s) REFERENCES singers (id));
CREATE TABLE tree (id bigint PRIMARY KEY, up bigint, CONSTRAINT fk_up FOREIGN KEY (up) REFERENCES tree (id));
CREATE INDEX albums_by_a ON albums (a);
CREATE INDEX fans_by_s ON fans (s);
CREATE TABLE kept (id bigint PRIMARY KEY);
DROP TABLE singers;
DROP TABLE albums;
DROP INDEX albums_by_a; -- a comment on a dropped object's line stays in the file
DROP TABLE albums;
DROP TABLE albums;
DROP TABLE IF EXISTS albums;
DROP INDEX albums_by_a;
DROP INDEX IF EXISTS albums_by_a;
DROP TABLE singers;
DROP TABLE tree;
DROP TABLE fans;
DROP INDEX fans_by_s;
DROP TABLE fans;
DROP TABLE singers;
-- Created again under the same names after the run, then dropped in a run of their own.
CREATE TABLE singers (id varchar(36) PRIMARY KEY);
CREATE INDEX albums_by_a ON singers (id);
CREATE TABLE albums (id varchar(36) PRIMARY KEY);
DROP INDEX albums_by_a;
DROP TABLE singers;
