-- ALTER DATABASE follows one rule in both dialects, the emulator's: the first database name
-- written is the database's (a later statement naming another one still sets its options); an
-- option set TO DEFAULT, RESET or to null goes back to its default (the emulator refuses null
-- there as a syntax error; the parser takes it as GoogleSQL's null).

ALTER DATABASE first SET "spanner.default_leader" = 'us-east1';

ALTER DATABASE first SET "spanner.witness_location" = 'us-west1';
