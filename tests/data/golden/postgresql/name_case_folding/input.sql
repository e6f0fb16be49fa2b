-- Names that differ only in case are one name, for every letter the comparison folds: the
-- micro sign folds to mu, final sigma to sigma. (Spanner itself takes ASCII names only; the
-- parser takes these so that the checklist can report them, and must not call them distinct.)
CREATE TABLE "Tµ" (id bigint PRIMARY KEY);
CREATE TABLE "Tμ" (id bigint PRIMARY KEY);
CREATE SEQUENCE "Sς" BIT_REVERSED_POSITIVE;
CREATE TABLE "Sσ" (id bigint PRIMARY KEY);
