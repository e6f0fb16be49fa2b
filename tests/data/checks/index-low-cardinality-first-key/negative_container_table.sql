-- Trillian (tests/data/realworld/trillian__cloudspanner.sql): TreeRoots holds one row per log tree,
-- a handful written by administration, so an index on its Deleted flag has no insert stream to
-- concentrate. The trees' own rows (leaves, heads) are where the writes go.
CREATE TABLE TreeRoots (
  TreeID INT64 NOT NULL,
  TreeState INT64 NOT NULL,
  TreeType INT64 NOT NULL,
  Deleted BOOL NOT NULL,
  DeleteTimeMillis INT64,
) PRIMARY KEY (TreeID);
CREATE INDEX TreeRootsByDeleted ON TreeRoots (Deleted);
