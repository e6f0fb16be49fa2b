CREATE SEQUENCE Seq SKIP RANGE 1, 1000 OPTIONS (
  sequence_kind = 'bit_reversed_positive',
  start_with_counter = 5
);

-- CREATE and ALTER SEQUENCE follow one rule in both dialects, the emulator's: a sequence name is
-- resolved ignoring case (CREATE SEQUENCE IF NOT EXISTS beside SEQ does nothing, ALTER SEQUENCE
-- seq alters Seq); a name in a named schema needs the schema; ALTER of a missing sequence is an
-- error unless IF EXISTS. ALTER SEQUENCE does one thing (SET OPTIONS, [NO] SKIP RANGE or RESTART
-- COUNTER): the emulator ends the statement after it.
CREATE TABLE Singers (
  Id INT64 NOT NULL,
) PRIMARY KEY(Id);
