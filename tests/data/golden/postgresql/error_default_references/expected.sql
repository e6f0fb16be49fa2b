-- A DEFAULT cannot refer to columns (also the column itself); function names, qualified names
-- and the words of a ::type are not column references.
CREATE SEQUENCE s BIT_REVERSED_POSITIVE;

CREATE TABLE t (
  id bigint DEFAULT nextval('s') NOT NULL,
  a bigint,
  ratio double precision DEFAULT 1::double precision,
  label character varying DEFAULT 'x'::character varying,
  created timestamp with time zone DEFAULT CURRENT_TIMESTAMP,
  precision bigint DEFAULT 2,
  k bigint DEFAULT 1,
  PRIMARY KEY(id)
);
