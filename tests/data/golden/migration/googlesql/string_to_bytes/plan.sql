-- in-place: column Singers.Bio changes: type STRING(MAX) -> BYTES(MAX)
ALTER TABLE Singers ALTER COLUMN Bio BYTES(MAX);
