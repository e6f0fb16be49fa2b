-- Trillian's Cloud Spanner schema (tests/data/realworld/trillian__cloudspanner.sql): TreeID is the
-- key of TreeRoots, so the TreeID that starts SequencedLeafData and its index refers to a tree and
-- is not a counter of its own. The same for a parent key inherited by an interleaved child and a
-- foreign-key column.
CREATE TABLE TreeRoots (
  TreeID INT64 NOT NULL,
  TreeState INT64 NOT NULL,
) PRIMARY KEY (TreeID);
CREATE TABLE SequencedLeafData (
  TreeID INT64 NOT NULL,
  SequenceNumber INT64 NOT NULL,
  LeafIdentityHash BYTES(256) NOT NULL,
  MerkleLeafHash BYTES(256) NOT NULL,
) PRIMARY KEY (TreeID, SequenceNumber);
CREATE INDEX SequenceByMerkleHash ON SequencedLeafData(TreeID, MerkleLeafHash) STORING (LeafIdentityHash);
CREATE TABLE Leaves (
  TreeID INT64 NOT NULL,
  LeafId STRING(64) NOT NULL,
  Value BYTES(MAX),
) PRIMARY KEY (TreeID, LeafId),
  INTERLEAVE IN PARENT TreeRoots ON DELETE CASCADE;
CREATE INDEX LeavesByValue ON Leaves(TreeID, Value);
CREATE TABLE Singers (SingerNo INT64 NOT NULL) PRIMARY KEY (SingerNo);
CREATE TABLE Orders (
  CustomerId INT64 NOT NULL,
  OrderNo STRING(36) NOT NULL,
  CONSTRAINT FK_Customer FOREIGN KEY (CustomerId) REFERENCES Singers (SingerNo),
) PRIMARY KEY (CustomerId, OrderNo);
CREATE INDEX OrdersByCustomer ON Orders(CustomerId, OrderNo DESC);
