-- An index holds a column once: a key of the index, or of its table (in every index), is not
-- stored too. The emulator refuses both in CREATE INDEX and in ALTER INDEX ADD INCLUDE COLUMN, in
-- both dialects. CREATE keeps such an index for the checklist (index-storing-invalid, with its
-- quick fix), since refusing it would lose the index; ALTER is refused, which leaves the index
-- sound, for a key of the table as for a key of the index.
CREATE TABLE t (k bigint PRIMARY KEY, a bigint, b bigint);
CREATE INDEX kept ON t (a) INCLUDE (k);
CREATE INDEX i ON t (a);
ALTER INDEX i ADD INCLUDE COLUMN a;
ALTER INDEX i ADD INCLUDE COLUMN k;
ALTER INDEX i ADD INCLUDE COLUMN b;
