-- An index holds a column once: a key of the index, or of its table (in every index), is not
-- stored too. The emulator refuses both in CREATE INDEX and in ALTER INDEX ADD STORED COLUMN, in
-- both dialects. CREATE keeps such an index for the checklist (index-storing-invalid, with its
-- quick fix), since refusing it would lose the index; ALTER is refused, which leaves the index
-- sound, for a key of the table as for a key of the index.
CREATE TABLE T (k INT64, a INT64, b INT64) PRIMARY KEY (k);
CREATE INDEX Kept ON T (a) STORING (k);
CREATE INDEX I ON T (a);
ALTER INDEX I ADD STORED COLUMN a;
ALTER INDEX I ADD STORED COLUMN k;
ALTER INDEX I ADD STORED COLUMN b;
