-- recreate: index by_name is dropped to be created again: its keys or kind change; Spanner alters only what an index stores
DROP INDEX by_name;
-- recreate: index by_name is created again
CREATE INDEX by_name ON singers (name) WHERE name IS NOT NULL;
