CREATE SEQUENCE "Sς" BIT_REVERSED_POSITIVE;

-- Names that differ only in case are one name, for every letter the comparison folds: the
-- micro sign folds to mu, final sigma to sigma. (Spanner itself takes ASCII names only; the
-- parser takes these so that the checklist can report them, and must not call them distinct.)
CREATE TABLE "Tµ" (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);
