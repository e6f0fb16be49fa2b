-- CREATE and ALTER CHANGE STREAM follow one rule in both dialects, the emulator's: a FOR clause
-- lists each table once, and each must exist; a column it lists must exist, must not be a key
-- column (those are always tracked) and is listed once; DROP FOR ALL needs a FOR clause; every
-- problem is reported at the name it is about (a stream's limits, at the stream's name).
CREATE TABLE Singers (Id INT64 NOT NULL, Name STRING(MAX), Bio STRING(MAX)) PRIMARY KEY (Id);
CREATE CHANGE STREAM Twice FOR Singers, Singers;
CREATE CHANGE STREAM NoTable FOR Singers(Name), Albums;
CREATE CHANGE STREAM NoColumn FOR Singers(Name, Nope);
CREATE CHANGE STREAM KeyColumn FOR Singers(Id);
CREATE CHANGE STREAM ColumnTwice FOR Singers(Name, Name);
CREATE CHANGE STREAM Keys FOR Singers();
CREATE CHANGE STREAM Everything;
ALTER CHANGE STREAM Everything DROP FOR ALL;
ALTER CHANGE STREAM Keys SET FOR Singers(Bio), Albums;
ALTER CHANGE STREAM Keys SET OPTIONS (retention_period = '1h');
ALTER CHANGE STREAM Keys SET OPTIONS (retention_period = '36h');
ALTER CHANGE STREAM Missing SET FOR ALL;
