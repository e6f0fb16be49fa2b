-- recreate: index by_name is dropped to be created again: its keys or kind change; Spanner alters only what an index stores
DROP INDEX by_name;
-- recreate: index by_name is created again; fails on two rows of singers with the same values in the index's key
CREATE UNIQUE INDEX by_name ON singers (name);
