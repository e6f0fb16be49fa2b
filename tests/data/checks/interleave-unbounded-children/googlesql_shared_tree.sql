-- Modelled on Trillian (tests/data/realworld/trillian__cloudspanner.sql): every leaf of a
-- transparency log is appended under its tree, numbered in sequence. One tree takes all of its
-- log's writes, so its row tree grows and is written without bound.
-- expect: interleave-unbounded-children SequencedLeafData
CREATE TABLE TreeRoots (
  TreeID INT64 NOT NULL,
  TreeState INT64 NOT NULL,
) PRIMARY KEY (TreeID);
CREATE TABLE SequencedLeafData (
  TreeID INT64 NOT NULL,
  SequenceNumber INT64 NOT NULL,
  MerkleLeafHash BYTES(256) NOT NULL,
) PRIMARY KEY (TreeID, SequenceNumber),
  INTERLEAVE IN PARENT TreeRoots ON DELETE CASCADE;
CREATE TABLE TreeLeaves (
  TreeID INT64 NOT NULL,
  LeafIdentityHash BYTES(256) NOT NULL,
) PRIMARY KEY (TreeID, LeafIdentityHash),
  INTERLEAVE IN PARENT TreeRoots ON DELETE CASCADE;
