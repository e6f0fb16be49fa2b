-- CREATE and ALTER CHANGE STREAM follow one rule in both dialects, the emulator's: a FOR clause
-- lists each table once, and each must exist; a column it lists must exist, must not be a key
-- column (those are always tracked) and is listed once; DROP FOR ALL needs a FOR clause; every
-- problem is reported at the name it is about (a stream's limits, at the stream's name).
-- retention_period is a string, and an option set to null is back to its default.
CREATE TABLE singers (id bigint PRIMARY KEY, name varchar, bio varchar);
CREATE CHANGE STREAM twice FOR singers, singers;
CREATE CHANGE STREAM notable FOR singers(name), albums;
CREATE CHANGE STREAM nocolumn FOR singers(name, nope);
CREATE CHANGE STREAM keycolumn FOR singers(id);
CREATE CHANGE STREAM columntwice FOR singers(name, name);
CREATE CHANGE STREAM keys FOR singers();
CREATE CHANGE STREAM everything;
ALTER CHANGE STREAM everything DROP FOR ALL;
ALTER CHANGE STREAM keys SET FOR singers(bio), albums;
ALTER CHANGE STREAM keys SET (retention_period = '1h');
ALTER CHANGE STREAM keys SET (retention_period = 36);
ALTER CHANGE STREAM keys SET (retention_period = '36h', exclude_insert = true);
ALTER CHANGE STREAM keys SET (exclude_insert = null);
ALTER CHANGE STREAM missing SET FOR ALL;
