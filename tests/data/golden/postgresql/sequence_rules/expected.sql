CREATE SEQUENCE "Seq" BIT_REVERSED_POSITIVE SKIP RANGE 1 1000 START COUNTER WITH 5;

-- CREATE and ALTER SEQUENCE follow one rule in both dialects, the emulator's: a sequence name is
-- resolved ignoring case (CREATE SEQUENCE IF NOT EXISTS seq beside "Seq" does nothing, ALTER
-- SEQUENCE seq alters "Seq"); a name in a named schema needs the schema; ALTER of a missing
-- sequence is an error unless IF EXISTS.
CREATE TABLE singers (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);
