-- validating: column Singers.Bio changes: type BYTES(MAX) -> STRING(MAX); fails on a value that is not valid UTF-8
ALTER TABLE Singers ALTER COLUMN Bio STRING(MAX);
