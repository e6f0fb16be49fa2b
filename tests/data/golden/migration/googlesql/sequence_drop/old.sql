CREATE SEQUENCE SingerIds OPTIONS (sequence_kind = 'bit_reversed_positive');
CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Bio STRING(MAX),
) PRIMARY KEY (SingerId);
