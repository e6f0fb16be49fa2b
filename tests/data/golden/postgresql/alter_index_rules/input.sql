-- ALTER INDEX follows one rule in both dialects: the index must exist; a column added to it must
-- be a column of its table and not in the index already, neither stored nor as a key; a column
-- dropped from it must be stored in it. Each problem is reported at the column.
CREATE TABLE singers (id bigint PRIMARY KEY, name varchar, bio varchar);
CREATE INDEX singers_by_name ON singers (name) INCLUDE (bio);
ALTER INDEX missing ADD INCLUDE COLUMN bio;
ALTER INDEX singers_by_name ADD INCLUDE COLUMN nope;
ALTER INDEX singers_by_name ADD INCLUDE COLUMN bio;
ALTER INDEX singers_by_name ADD INCLUDE COLUMN name;
ALTER INDEX singers_by_name DROP INCLUDE COLUMN name;
ALTER INDEX singers_by_name DROP INCLUDE COLUMN bio;
ALTER INDEX singers_by_name ADD INCLUDE COLUMN bio;
