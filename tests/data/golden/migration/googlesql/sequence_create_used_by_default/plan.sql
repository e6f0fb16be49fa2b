-- in-place: new sequence SingerIds
CREATE SEQUENCE SingerIds OPTIONS (
  sequence_kind = 'bit_reversed_positive'
);
-- in-place: column Singers.SingerId changes: DEFAULT set
ALTER TABLE Singers ALTER COLUMN SingerId SET DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE SingerIds));
