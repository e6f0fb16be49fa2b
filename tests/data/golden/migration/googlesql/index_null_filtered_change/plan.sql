-- recreate: index SingersByName is dropped to be created again: its keys or kind change; Spanner alters only what an index stores
DROP INDEX SingersByName;
-- recreate: index SingersByName is created again
CREATE NULL_FILTERED INDEX SingersByName ON Singers(Name);
