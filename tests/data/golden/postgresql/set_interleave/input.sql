-- SET INTERLEAVE IN [PARENT] migrates an interleaved table between INTERLEAVE IN and INTERLEAVE IN
-- PARENT of the same parent (both DDL references; the emulator has no SET INTERLEAVE). A table is
-- interleaved when it is created or never, and keeps its parent; INTERLEAVE IN to IN PARENT ON
-- DELETE CASCADE takes two steps.
CREATE TABLE p (id bigint NOT NULL, PRIMARY KEY (id));
CREATE TABLE q (id bigint NOT NULL, PRIMARY KEY (id));
CREATE TABLE c (id bigint NOT NULL, n bigint NOT NULL, PRIMARY KEY (id, n)) INTERLEAVE IN p;
CREATE TABLE lone (id bigint NOT NULL, PRIMARY KEY (id));
ALTER TABLE c SET INTERLEAVE IN PARENT p ON DELETE CASCADE;
ALTER TABLE c SET INTERLEAVE IN PARENT q;
ALTER TABLE lone SET INTERLEAVE IN PARENT p;
ALTER TABLE c SET INTERLEAVE IN PARENT p;
ALTER TABLE c SET INTERLEAVE IN PARENT p ON DELETE CASCADE;
