-- Spanner's grammar has no CREATE CHANGE STREAM IF NOT EXISTS: the emulator refuses it as a
-- syntax error in both dialects (syntax error at or near "NOT"), so the parsers do.
CREATE TABLE singers (id bigint PRIMARY KEY, name varchar);
CREATE CHANGE STREAM everything FOR ALL;
CREATE CHANGE STREAM IF NOT EXISTS everything FOR ALL;
CREATE CHANGE STREAM IF NOT EXISTS names FOR singers(name);
