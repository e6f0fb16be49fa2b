-- recreate: index SingersByName is dropped to be created again: its keys or kind change; Spanner alters only what an index stores
DROP INDEX SingersByName;
-- recreate: index SingersByName is created again; fails on two rows of Singers with the same values in the index's key
CREATE UNIQUE INDEX SingersByName ON Singers(Name);
