-- The columns and primary key of a new table follow one rule in both dialects, in the emulator's
-- order: every key column exists, spelled as its column is; then no two columns share a name,
-- ignoring case; then no key column is listed twice. A row deletion policy names a column of the
-- table, a timestamptz (as in GoogleSQL, a TIMESTAMP), a DEFAULT refers to no column, and the
-- sequences an expression uses exist. Each problem is reported at the name it is about; a taken
-- table name comes first.

CREATE TABLE singers (
  id bigint NOT NULL,
  expires timestamp with time zone,
  PRIMARY KEY(id)
) TTL INTERVAL '1 DAY' ON expires;
