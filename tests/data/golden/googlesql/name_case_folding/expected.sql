CREATE SEQUENCE `Sς` OPTIONS (
  sequence_kind = 'bit_reversed_positive'
);

-- Names that differ only in case are one name, for every letter the comparison folds: the
-- micro sign folds to mu, final sigma to sigma. (Spanner itself takes ASCII names only; the
-- parser takes these so that the checklist can report them, and must not call them distinct.)
CREATE TABLE `Tµ` (
  Id INT64 NOT NULL,
) PRIMARY KEY(Id);
