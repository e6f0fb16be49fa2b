-- CREATE and ALTER SEQUENCE follow one rule in both dialects, the emulator's: a sequence name is
-- resolved ignoring case (CREATE SEQUENCE IF NOT EXISTS seq beside "Seq" does nothing, ALTER
-- SEQUENCE seq alters "Seq"); a name in a named schema needs the schema; ALTER of a missing
-- sequence is an error unless IF EXISTS.
CREATE TABLE singers (id bigint PRIMARY KEY);
CREATE SEQUENCE "Seq" BIT_REVERSED_POSITIVE;
CREATE SEQUENCE IF NOT EXISTS seq BIT_REVERSED_POSITIVE;
CREATE SEQUENCE IF NOT EXISTS singers BIT_REVERSED_POSITIVE;
CREATE SEQUENCE sales.seq2 BIT_REVERSED_POSITIVE;
ALTER SEQUENCE seq RESTART COUNTER WITH 5;
ALTER SEQUENCE seq SKIP RANGE 1 1000;
ALTER SEQUENCE missing RESTART COUNTER WITH 3;
ALTER SEQUENCE IF EXISTS missing RESTART COUNTER WITH 3;
