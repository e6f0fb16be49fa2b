-- CREATE and ALTER SEQUENCE follow one rule in both dialects, the emulator's: a sequence name is
-- resolved ignoring case (CREATE SEQUENCE IF NOT EXISTS beside SEQ does nothing, ALTER SEQUENCE
-- seq alters Seq); a name in a named schema needs the schema; ALTER of a missing sequence is an
-- error unless IF EXISTS. ALTER SEQUENCE does one thing (SET OPTIONS, [NO] SKIP RANGE or RESTART
-- COUNTER): the emulator ends the statement after it.
CREATE TABLE Singers (Id INT64 NOT NULL) PRIMARY KEY (Id);
CREATE SEQUENCE Seq OPTIONS (sequence_kind = 'bit_reversed_positive');
CREATE SEQUENCE IF NOT EXISTS SEQ OPTIONS (sequence_kind = 'bit_reversed_positive');
CREATE SEQUENCE IF NOT EXISTS Singers OPTIONS (sequence_kind = 'bit_reversed_positive');
CREATE SEQUENCE sales.Seq2 OPTIONS (sequence_kind = 'bit_reversed_positive');
ALTER SEQUENCE seq SET OPTIONS (start_with_counter = 5);
ALTER SEQUENCE SEQ SKIP RANGE 1, 1000;
ALTER SEQUENCE Missing RESTART COUNTER WITH 3;
ALTER SEQUENCE IF EXISTS Missing RESTART COUNTER WITH 3;
ALTER SEQUENCE Seq SKIP RANGE 1, 5 RESTART COUNTER WITH 3;
