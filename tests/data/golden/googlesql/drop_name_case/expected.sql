CREATE SEQUENCE Used OPTIONS (
  sequence_kind = 'bit_reversed_positive'
);

CREATE TABLE Orders (
  Id INT64 DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE used)),
) PRIMARY KEY(Id);
