-- A run of drops goes on across CREATE TABLE (validation/droprun.h), so that dropping a table and
-- creating another, in turn, costs no erase at each DROP. Each statement still sees the ones
-- before it, as Spanner applies a batch in order.
CREATE TABLE singers (id bigint PRIMARY KEY);
CREATE TABLE albums (id bigint NOT NULL, a bigint NOT NULL, PRIMARY KEY (id, a)) INTERLEAVE IN PARENT singers;
CREATE INDEX albums_by_a ON albums (a);
DROP INDEX albums_by_a;
-- Dropped and created again under its name, in one run.
DROP TABLE albums;
CREATE TABLE albums (id varchar(36) PRIMARY KEY); -- the new albums
-- A table created in the run depends on the tables it names.
CREATE TABLE fans (id bigint PRIMARY KEY, s bigint, CONSTRAINT fk_s FOREIGN KEY (s) REFERENCES singers (id));
DROP TABLE singers;
CREATE TABLE tours (id bigint NOT NULL, t bigint NOT NULL, PRIMARY KEY (id, t)) INTERLEAVE IN PARENT singers;
DROP TABLE fans;
DROP TABLE singers;
DROP TABLE tours;
DROP TABLE singers;
-- A dropped table is gone for the tables created after it.
CREATE TABLE posters (id bigint PRIMARY KEY, s bigint, CONSTRAINT fk_p FOREIGN KEY (s) REFERENCES singers (id));
CREATE TABLE kids (id bigint NOT NULL, k bigint NOT NULL, PRIMARY KEY (id, k)) INTERLEAVE IN PARENT singers;
CREATE TABLE IF NOT EXISTS singers (id varchar(36) PRIMARY KEY);
-- The names of dropped objects and of their constraints are free, the others are not.
CREATE TABLE reviews (id bigint PRIMARY KEY, s varchar(36), CONSTRAINT fk_s FOREIGN KEY (s) REFERENCES albums (id));
CREATE TABLE albums_by_a (id bigint PRIMARY KEY);
CREATE TABLE "ALBUMS" (id bigint PRIMARY KEY);
CREATE TABLE stars (id bigint PRIMARY KEY, CONSTRAINT "FK_S" CHECK (id > 0));
-- An index created in the run depends on its table and is gone once dropped.
CREATE TABLE gigs (id bigint PRIMARY KEY, v bigint);
CREATE INDEX gigs_by_v ON gigs (v);
DROP TABLE gigs;
DROP INDEX gigs_by_v;
DROP TABLE gigs;
CREATE INDEX gigs_by_v ON gigs (v);
CREATE UNIQUE INDEX IF NOT EXISTS gigs_by_v ON albums (id);
DROP TABLE albums;
CREATE TABLE last (id bigint PRIMARY KEY); -- on last, after the run is erased
CREATE INDEX last_by_id ON last (id); -- on last_by_id, after the run is erased
-- The run ends here: what follows sees the schema without the dropped tables.
ALTER TABLE last ADD COLUMN title varchar;
DROP TABLE reviews;
DROP TABLE albums;
