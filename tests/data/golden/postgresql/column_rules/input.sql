-- The columns and primary key of a new table follow one rule in both dialects, in the emulator's
-- order: every key column exists, spelled as its column is; then no two columns share a name,
-- ignoring case; then no key column is listed twice. A row deletion policy names a column of the
-- table, a timestamptz (as in GoogleSQL, a TIMESTAMP), a DEFAULT refers to no column, and the
-- sequences an expression uses exist. Each problem is reported at the name it is about; a taken
-- table name comes first.
CREATE TABLE singers (id bigint, name text, "Name" text, PRIMARY KEY (id));
CREATE TABLE singers (id bigint, code bigint, code bigint, PRIMARY KEY (nope));
CREATE TABLE singers (id bigint, code bigint, code bigint, PRIMARY KEY (id, id));
CREATE TABLE singers (id bigint, PRIMARY KEY ("Id"));
CREATE TABLE singers (id bigint, code bigint, PRIMARY KEY (id, code, id));
CREATE TABLE singers (id bigint PRIMARY KEY, expires timestamptz) TTL INTERVAL '1 day' ON nope;
CREATE TABLE singers (id bigint PRIMARY KEY, code bigint DEFAULT (1 + id));
CREATE TABLE singers (id bigint PRIMARY KEY, code bigint DEFAULT nextval('seq'));
CREATE TABLE singers (id bigint PRIMARY KEY, expires timestamptz) TTL INTERVAL '1 day' ON expires;
CREATE TABLE singers (id bigint PRIMARY KEY, "Id" bigint);
