-- Spanner's grammar has no CREATE CHANGE STREAM IF NOT EXISTS: the emulator refuses it as a
-- syntax error in both dialects (syntax error at or near "NOT"), so the parsers do.
CREATE TABLE singers (
  id bigint NOT NULL,
  name character varying,
  PRIMARY KEY(id)
);

CREATE CHANGE STREAM everything
FOR ALL;
