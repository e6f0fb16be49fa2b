-- GoogleSQL spellings with a PostgreSQL equivalent: functions, array literals and subscripts,
-- sequence functions, typed literals for float columns, an empty array default.
CREATE SEQUENCE "Seq" BIT_REVERSED_POSITIVE;

CREATE TABLE "Network" (
  "Id" bigint NOT NULL,
  "Size" bigint,
  "Mask" double precision DEFAULT (4096 / NULLIF(16, 0)),
  "Ratio" double precision GENERATED ALWAYS AS (("Size" / NULLIF(16, 0))) STORED,
  "Micros" bigint DEFAULT CAST(EXTRACT(EPOCH FROM CURRENT_TIMESTAMP) * 1000000 AS bigint),
  "Label" character varying GENERATED ALWAYS AS (('[' || CAST("Size" AS varchar) || ']')) STORED,
  "Tags" character varying[] DEFAULT ARRAY[]::character varying[],
  "Primes" bigint[] DEFAULT ARRAY[2, 3, 5],
  "Second" bigint GENERATED ALWAYS AS ("Primes"[2]) VIRTUAL,
  "Tagged" boolean GENERATED ALWAYS AS (arrayoverlap("Tags", ARRAY['x'])) VIRTUAL,
  "Weight" double precision DEFAULT 0.0::double precision NOT NULL,
  "Small" real DEFAULT 1.5e3::real,
  "Counter" bigint DEFAULT spanner.get_internal_sequence_state('Seq'),
  "Next" bigint DEFAULT nextval('Seq'),
  PRIMARY KEY("Id"),
  CONSTRAINT "SmallSize" CHECK((ARRAY[1, 2, 3])[1] < "Size")
);
