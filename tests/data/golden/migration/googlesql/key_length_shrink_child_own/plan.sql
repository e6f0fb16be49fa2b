-- validating: column Albums.Code changes: type BYTES(MAX) -> BYTES(16); fails on a value longer than BYTES(16)
ALTER TABLE Albums ALTER COLUMN Code BYTES(16) NOT NULL;
