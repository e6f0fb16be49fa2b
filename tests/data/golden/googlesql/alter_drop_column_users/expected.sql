-- DROP COLUMN refuses a column that anything still uses, the same rule in both dialects
-- (validation::columnDropBlocker). The emulator's words: "Cannot drop column `Code` from table
-- `P`. It is used by one or more foreign keys: `FK_C`.", "Cannot drop column Ord from table T
-- because it is used by index SI." and "ROW DELETION POLICY will break if drop/alter column
-- named Created in table T."
CREATE TABLE P (
  Id INT64 NOT NULL,
  Code INT64,
) PRIMARY KEY(Id);

CREATE TABLE C (
  Id INT64 NOT NULL,
  PCode INT64,
  CONSTRAINT FK_C FOREIGN KEY(PCode) REFERENCES P(Code),
) PRIMARY KEY(Id);

CREATE TABLE T (
  Id INT64 NOT NULL,
  A STRING(MAX),
  Tok TOKENLIST AS (TOKENIZE_FULLTEXT(A)) HIDDEN,
  Part INT64,
  Ord INT64 NOT NULL,
  Created TIMESTAMP,
) PRIMARY KEY(Id),
  ROW DELETION POLICY (OLDER_THAN(Created, INTERVAL 1 DAY));

CREATE SEARCH INDEX SI ON T(Tok) PARTITION BY Part ORDER BY Ord;

-- Refused: another table's foreign key references it.

-- Refused: the search index's PARTITION BY and ORDER BY use them.

-- Refused: the row deletion policy uses it.

-- Taken: nothing uses it.
