CREATE SEQUENCE SingerIds OPTIONS (sequence_kind = 'bit_reversed_positive', skip_range_min = 1, skip_range_max = 1000);
CREATE TABLE Singers (
  SingerId INT64 NOT NULL,
  Name STRING(100),
  Bio STRING(MAX),
) PRIMARY KEY (SingerId);
