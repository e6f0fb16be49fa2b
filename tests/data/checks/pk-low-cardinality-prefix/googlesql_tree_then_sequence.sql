-- Trillian (tests/data/realworld/trillian__cloudspanner.sql): the leaves of a transparency log are
-- keyed by their tree and their sequence number, so each tree appends at its end and a busy log
-- sends every write to one split. TreeHeads' revision and SubtreeData's subtree id are no sequence
-- behind the tree.
-- expect: pk-low-cardinality-prefix SequencedLeafData
-- fixes: hash-shard-prefix
CREATE TABLE TreeRoots (
  TreeID INT64 NOT NULL,
  TreeState INT64 NOT NULL,
) PRIMARY KEY (TreeID);
CREATE TABLE TreeHeads (
  TreeID INT64 NOT NULL,
  TreeRevision INT64 NOT NULL,
  RootHash BYTES(256) NOT NULL,
) PRIMARY KEY (TreeID, TreeRevision DESC);
CREATE TABLE SubtreeData (
  TreeID INT64 NOT NULL,
  SubtreeID BYTES(256) NOT NULL,
  Revision INT64 NOT NULL,
) PRIMARY KEY (TreeID, SubtreeID, Revision DESC);
CREATE TABLE SequencedLeafData (
  TreeID INT64 NOT NULL,
  SequenceNumber INT64 NOT NULL,
  LeafIdentityHash BYTES(256) NOT NULL,
) PRIMARY KEY (TreeID, SequenceNumber);
