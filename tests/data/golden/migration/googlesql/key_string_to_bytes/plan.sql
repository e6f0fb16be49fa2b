-- validating: column Tokens.Token changes: type STRING(64) -> BYTES(64); fails on a value longer than BYTES(64)
ALTER TABLE Tokens ALTER COLUMN Token BYTES(64) NOT NULL;
