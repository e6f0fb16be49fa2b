-- GoogleSQL spellings with a PostgreSQL equivalent: functions, array literals and subscripts,
-- sequence functions, typed literals for float columns, an empty array default.
CREATE SEQUENCE Seq OPTIONS (sequence_kind = 'bit_reversed_positive');
CREATE TABLE Network (
  Id INT64 NOT NULL,
  Size INT64,
  Mask FLOAT64 DEFAULT (SAFE_DIVIDE(4096, 16)),
  Ratio FLOAT64 AS (SAFE_DIVIDE(Size, 16)) STORED,
  Micros INT64 DEFAULT (UNIX_MICROS(CURRENT_TIMESTAMP())),
  Label STRING(MAX) AS (CONCAT('[', CAST(Size AS STRING), ']')) STORED,
  Tags ARRAY<STRING(MAX)> DEFAULT ([]),
  Primes ARRAY<INT64> DEFAULT ([2, 3, 5]),
  Second INT64 AS (Primes[SAFE_OFFSET(1)]),
  Tagged BOOL AS (ARRAY_INCLUDES_ANY(Tags, ['x'])),
  Weight FLOAT64 NOT NULL DEFAULT (0.0),
  Small FLOAT32 DEFAULT (1.5e3),
  Counter INT64 DEFAULT (GET_INTERNAL_SEQUENCE_STATE(SEQUENCE Seq)),
  Next INT64 DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE Seq)),
  CONSTRAINT SmallSize CHECK ([1, 2, 3][OFFSET(0)] < Size),
) PRIMARY KEY (Id);
