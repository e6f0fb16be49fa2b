-- A foreign key follows one rule in both dialects, in CREATE TABLE and ALTER TABLE alike (the
-- emulator's order): its columns exist, the referenced table and its columns exist, then both
-- lists are as long (a column's REFERENCES too). Each problem is reported at the name it is
-- about; a count mismatch at the constraint. INTERLEAVE IN PARENT names another table that
-- exists, reported at the parent.
CREATE TABLE singers (
  id bigint NOT NULL,
  code bigint NOT NULL,
  PRIMARY KEY (id, code)
);
CREATE TABLE albums (id bigint PRIMARY KEY, CONSTRAINT fk_nope FOREIGN KEY (id, nope) REFERENCES singers (id, code));
CREATE TABLE albums (id bigint PRIMARY KEY, CONSTRAINT fk_ref FOREIGN KEY (id) REFERENCES singers (id, nope));
CREATE TABLE albums (id bigint PRIMARY KEY, FOREIGN KEY (id) REFERENCES nope (id));
CREATE TABLE albums (id bigint PRIMARY KEY, CONSTRAINT fk_count FOREIGN KEY (id) REFERENCES singers (id, code));
CREATE TABLE albums (id bigint PRIMARY KEY REFERENCES singers (id, code));
CREATE TABLE albums (id bigint, code bigint, PRIMARY KEY (id, code)) INTERLEAVE IN PARENT nope;
CREATE TABLE albums (id bigint, code bigint, PRIMARY KEY (id, code)) INTERLEAVE IN PARENT albums;
CREATE TABLE albums (id bigint, code bigint, PRIMARY KEY (id, code));
ALTER TABLE albums ADD CONSTRAINT fk_alter FOREIGN KEY (id, nope) REFERENCES singers (id, code);
ALTER TABLE albums ADD CONSTRAINT fk_alter FOREIGN KEY (id) REFERENCES singers (id, nope);
ALTER TABLE albums ADD CONSTRAINT fk_alter FOREIGN KEY (id) REFERENCES singers (id, code);
ALTER TABLE albums ADD CONSTRAINT fk_alter FOREIGN KEY (id, code) REFERENCES singers (id, code);
