-- A DEFAULT cannot refer to columns (also the column itself); function names, qualified names
-- and the words of a ::type are not column references.
CREATE SEQUENCE s BIT_REVERSED_POSITIVE;
CREATE TABLE t (
  id bigint PRIMARY KEY DEFAULT nextval('s'),
  a bigint,
  ratio double precision DEFAULT 1::double precision,
  label varchar DEFAULT 'x'::character varying,
  created timestamptz DEFAULT CURRENT_TIMESTAMP,
  "precision" bigint DEFAULT 2
);
CREATE TABLE bad (id bigint PRIMARY KEY, a bigint, b bigint DEFAULT (a + 1));
ALTER TABLE t ALTER COLUMN a SET DEFAULT id * 2;
ALTER TABLE t ADD COLUMN g bigint DEFAULT g;
ALTER TABLE t ADD COLUMN h bigint DEFAULT "precision";
ALTER TABLE t ADD COLUMN k bigint DEFAULT 1;
